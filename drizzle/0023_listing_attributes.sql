-- What a business is and offers (src/shared/reference/attributes.ts): `listings.attributes` holds the keys,
-- chosen by the submitter, the owner or staff, and goes wherever the listing goes (owner edits and their
-- record, imports, the CSV). `listing_attribute_marks` keeps, per attribute, when it was added (reviews
-- soon after an ownership attribute is added are watched, see reviews/burst-rule.ts) and whether staff
-- verified it, when, who and what they saw (the note is never public). A trigger keeps the marks in step
-- with the column: an attribute removed loses its verification, one added again starts self-identified.
-- The search copy carries the keys too, with a GIN index, so that attribute filters stay in search's one
-- statement.
ALTER TABLE "listings" ADD COLUMN "attributes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_search" ADD COLUMN "attributes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_search_attributes_idx" ON "listing_search" USING gin ("attributes");--> statement-breakpoint
CREATE TABLE "listing_attribute_marks" (
	"listing_id" integer NOT NULL,
	"attribute" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" integer,
	"verified_note" text,
	CONSTRAINT "listing_attribute_marks_listing_id_attribute_pk" PRIMARY KEY("listing_id","attribute")
);
--> statement-breakpoint
ALTER TABLE "listing_attribute_marks" ADD CONSTRAINT "listing_attribute_marks_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_attribute_marks" ADD CONSTRAINT "listing_attribute_marks_verified_by_admin_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Staff's queue of ownership attributes to check: the ones not verified yet, newest first.
CREATE INDEX "listing_attribute_marks_unverified_idx" ON "listing_attribute_marks" USING btree ("added_at" desc) WHERE "listing_attribute_marks"."verified_at" is null;--> statement-breakpoint
-- A listing's attributes as it was sent count from its creation (so demo and imported listings are not
-- 'just added'); later additions from the moment they are made.
CREATE FUNCTION listing_attribute_marks_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_attribute_marks WHERE listing_id = NEW.id AND NOT (attribute = ANY (NEW.attributes));
  INSERT INTO listing_attribute_marks (listing_id, attribute, added_at)
  SELECT NEW.id, a, CASE WHEN TG_OP = 'INSERT' THEN least(NEW.created_at, now()) ELSE now() END
  FROM unnest(NEW.attributes) a
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER listing_attribute_marks_sync AFTER INSERT OR UPDATE OF attributes ON listings
  FOR EACH ROW EXECUTE FUNCTION listing_attribute_marks_sync();--> statement-breakpoint
ALTER TABLE "held_reviews" DROP CONSTRAINT "held_reviews_reason_check";--> statement-breakpoint
ALTER TABLE "held_reviews" ADD CONSTRAINT "held_reviews_reason_check" CHECK ("held_reviews"."reason" in ('burst', 'low_ratings', 'new_ownership'));--> statement-breakpoint
-- The search copy carries the attributes. Otherwise as in 0020.
CREATE OR REPLACE FUNCTION listing_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.time_zone IS DISTINCT FROM NEW.time_zone
    AND to_jsonb(OLD) - 'time_zone' = to_jsonb(NEW) - 'time_zone' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' OR NEW.status <> 'approved' OR NEW.closed_at IS NOT NULL THEN
    DELETE FROM listing_search WHERE id = COALESCE(NEW.id, OLD.id);
    RETURN NULL;
  END IF;
  INSERT INTO listing_search (id, created_at, name_lc, business_type, state, city, search_text, services_lc, price_level, latitude, longitude, attributes)
  VALUES (
    NEW.id,
    NEW.created_at,
    search_fold(NEW.business_name),
    NEW.business_type,
    NEW.state,
    nullif(search_key(NEW.city), ''),
    listing_search_text(NEW.business_name, NEW.business_type, NEW.services_offered, NEW.keywords),
    search_fold(NEW.services_offered),
    NEW.price_level,
    NEW.latitude,
    NEW.longitude,
    NEW.attributes
  )
  ON CONFLICT (id) DO UPDATE SET
    created_at = EXCLUDED.created_at,
    name_lc = EXCLUDED.name_lc,
    business_type = EXCLUDED.business_type,
    state = EXCLUDED.state,
    city = EXCLUDED.city,
    search_text = EXCLUDED.search_text,
    services_lc = EXCLUDED.services_lc,
    price_level = EXCLUDED.price_level,
    latitude = EXCLUDED.latitude,
    longitude = EXCLUDED.longitude,
    attributes = EXCLUDED.attributes;
  RETURN NULL;
END;
$$;
