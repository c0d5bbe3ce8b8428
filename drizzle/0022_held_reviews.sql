-- Reviews people can believe: a review posted while its listing receives far more reviews than usual (or
-- several low ratings within hours) is held for staff instead of published. Held reviews live in a table of
-- their own, so every reader of `reviews` (search, cards, JSON-LD, owner pages, insights) keeps counting only
-- published ones with no change. Publishing moves a row into `reviews` with its created_at; removing deletes
-- it. `review_checks` keeps, per listing, when staff last acted on its held reviews, so the reviews they
-- published do not trip the rule again, and when the current burst began (its owner is e-mailed once).
CREATE TABLE "held_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "held_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"username" text NOT NULL,
	"rating" smallint NOT NULL,
	"content" text NOT NULL,
	"sender_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"owner_reply" text,
	"owner_reply_at" timestamp with time zone,
	"owner_reply_updated_at" timestamp with time zone,
	"reason" text NOT NULL,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL,
	"was_published" boolean DEFAULT false NOT NULL,
	CONSTRAINT "held_reviews_rating_check" CHECK ("held_reviews"."rating" between 1 and 5),
	CONSTRAINT "held_reviews_reason_check" CHECK ("held_reviews"."reason" in ('burst', 'low_ratings'))
);
--> statement-breakpoint
ALTER TABLE "held_reviews" ADD CONSTRAINT "held_reviews_business_id_listings_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "held_reviews_business_created_idx" ON "held_reviews" USING btree ("business_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "held_reviews_sender_created_idx" ON "held_reviews" USING btree ("sender_hash","created_at");--> statement-breakpoint
CREATE TABLE "review_checks" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"burst_at" timestamp with time zone,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "review_checks" ADD CONSTRAINT "review_checks_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- A verified owner may ask staff to look at a review of their listing, once per review: the request is a review
-- report marked with the owner's account, so it joins the Reports queue and its decision is e-mailed to them.
ALTER TABLE "reports" ADD COLUMN "from_owner" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_from_owner_accounts_id_fk" FOREIGN KEY ("from_owner") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_owner_review_key" ON "reports" USING btree ("review_id","from_owner") WHERE "reports"."from_owner" is not null;
