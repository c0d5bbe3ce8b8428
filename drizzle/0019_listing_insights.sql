-- What a listing brings its owner: per listing and per day (in the listing's own time zone), how often it
-- was shown in a list of businesses, its page visited, and its Call, Email, Website, Directions and social
-- links tapped. Only counts: no address, cookie or anything else of a visitor is kept. New reviews are
-- counted from the reviews themselves.
CREATE TABLE "listing_daily_counts" (
	"listing_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_daily_counts_pkey" PRIMARY KEY("listing_id","day","kind"),
	CONSTRAINT "listing_daily_counts_kind_check" CHECK ("listing_daily_counts"."kind" in ('search', 'visit', 'call', 'email', 'website', 'directions', 'social'))
);
--> statement-breakpoint
ALTER TABLE "listing_daily_counts" ADD CONSTRAINT "listing_daily_counts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "listing_daily_counts_day_idx" ON "listing_daily_counts" USING btree ("day");
