-- The rating summaries of a search page read the reviews index alone: INCLUDE (written here: the schema
-- builder has no such option) adds what they count and average to the per-listing index.
DROP INDEX "reviews_business_created_idx";--> statement-breakpoint
CREATE INDEX "reviews_business_created_idx" ON "reviews" USING btree ("business_id","created_at" DESC NULLS LAST) INCLUDE ("id", "rating");
