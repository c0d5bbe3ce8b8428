-- Nearest-first search: the cube extension gives each listing a unit-sphere position with a GiST index.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
DROP INDEX "listing_search_lat_lng_idx";--> statement-breakpoint
ALTER TABLE "listing_search" ADD COLUMN "earth" "cube" GENERATED ALWAYS AS (case when "latitude" is null or "longitude" is null then null else cube(array[cos(radians("latitude")) * cos(radians("longitude")), cos(radians("latitude")) * sin(radians("longitude")), sin(radians("latitude"))]) end) STORED;--> statement-breakpoint
CREATE INDEX "listing_search_type_state_created_idx" ON "listing_search" USING btree ("business_type","state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- INCLUDE (written here: the schema builder has no such option) lets the nearest-first walk answer from the index alone.
CREATE INDEX "listing_search_earth_idx" ON "listing_search" USING gist ("earth") INCLUDE ("id", "created_at");