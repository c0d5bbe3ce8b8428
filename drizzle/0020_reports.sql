-- Visitors' reports ('Report a problem' on a business, 'Report review' on a review) for the staff Reports
-- queue, and listings staff mark permanently closed. A report keeps no trace of its sender's address (the
-- per-address limit is counted in rate_limits); a review's reports outlive the review (review_id is then
-- null) so the decision stays on record.
ALTER TABLE "listings" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"listing_id" integer NOT NULL,
	"review_id" integer,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decision" text,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_kind_check" CHECK ("reports"."kind" in ('listing', 'review')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'resolved'))
);--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decided_by_admin_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_status_listing_idx" ON "reports" USING btree ("status","listing_id");--> statement-breakpoint
CREATE INDEX "reports_review_idx" ON "reports" USING btree ("review_id");--> statement-breakpoint
-- A closed listing leaves search, the suggestions and the vocabulary as a declined one does: the search
-- copy and the vocabulary hold approved listings that are not closed. Otherwise as in 0016 and 0014.
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
  INSERT INTO listing_search (id, created_at, name_lc, business_type, state, city, search_text, services_lc, price_level, latitude, longitude)
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
    NEW.longitude
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
    longitude = EXCLUDED.longitude;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_vocabulary_statement(changed text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  select format($sql$
    with changed as materialized (
      select * from (%s) changed_rows where status = 'approved' and closed_at is null
    ),
    word_changes as (
      select word, sum(sign)::int as listings
      from changed, unnest(search_words_of(listing_search_text(business_name, business_type, services_offered, keywords))) word
      group by word having sum(sign) <> 0
    ),
    words_written as (
      insert into search_words as known (word, stem, listings)
      select word, search_stem(word), listings from word_changes order by word
      on conflict (word) do update set listings = known.listings + excluded.listings
      returning word, listings
    ),
    term_changes as (
      select term.kind, term.key, term.state, min(term.label) as label, sum(sign)::int as listings,
        coalesce(sum(sign) filter (where latitude is not null and longitude is not null), 0)::int as located,
        coalesce(sum(sign * latitude) filter (where latitude is not null and longitude is not null), 0) as latitude_sum,
        coalesce(sum(sign * longitude) filter (where latitude is not null and longitude is not null), 0) as longitude_sum
      from changed, lateral (
        select 'type', search_key(business_type), '', business_type
        union all
        select 'city', search_key(city), coalesce(state, ''), btrim(city) || coalesce(', ' || state, '')
        where search_key(city) <> ''
        union all
        select 'zip', left(zip_code, 5), coalesce(state, ''), left(zip_code, 5) || coalesce(' (' || nullif(btrim(city), '') || coalesce(', ' || state, '') || ')', '')
        where zip_code ~ '^[0-9]{5}'
        union all
        (select distinct on (search_key(service)) 'service', search_key(service), '', btrim(service)
          from regexp_split_to_table(services_offered, ',') service where search_key(service) <> '')
      ) term(kind, key, state, label)
      group by term.kind, term.key, term.state
    ),
    terms_written as (
      insert into search_terms as known (kind, key, state, label, listings, located, latitude_sum, longitude_sum)
      select kind, key, state, label, listings, located, latitude_sum, longitude_sum from term_changes order by kind, key, state
      on conflict (kind, key, state) do update set
        listings = known.listings + excluded.listings,
        located = known.located + excluded.located,
        latitude_sum = known.latitude_sum + excluded.latitude_sum,
        longitude_sum = known.longitude_sum + excluded.longitude_sum
      returning id, listings
    )
    select array(select word from words_written where listings <= 0), array(select id from terms_written where listings <= 0)
  $sql$, changed)
$fn$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_names_statement(changed text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  select format($sql$
    insert into search_names (listing_id, key, label, detail)
    select id, search_key(business_name), business_name,
      concat_ws(' · ', business_type, nullif(btrim(city), '') || coalesce(', ' || state, ''))
    from (%s) changed_rows where status = 'approved' and closed_at is null
  $sql$, changed)
$fn$;
