-- The year the business was founded, as its owner gives it: optional, and never the year it joined the directory.
ALTER TABLE "listings" ADD COLUMN "year_founded" smallint;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_year_founded_check" CHECK ("listings"."year_founded" is null or "listings"."year_founded" between 1800 and 9999);