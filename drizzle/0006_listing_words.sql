-- Words are runs of letters and digits: the full-text parser's tokens hid some (no word began "ex" in
-- "www.example.com", none began "5" in "3.5"), and its positions made every row larger.
ALTER TABLE "listing_search" drop column "words";--> statement-breakpoint
ALTER TABLE "listing_search" ADD COLUMN "words" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(array_remove(regexp_split_to_array("search_text", '[^[:alnum:]]+'), ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_search" drop column "name_words";--> statement-breakpoint
ALTER TABLE "listing_search" ADD COLUMN "name_words" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(array_remove(regexp_split_to_array("name_lc", '[^[:alnum:]]+'), ''))) STORED NOT NULL;--> statement-breakpoint
-- Dropping the columns dropped their indexes.
CREATE INDEX "listing_search_words_idx" ON "listing_search" USING gin ("words");--> statement-breakpoint
CREATE INDEX "listing_search_name_words_idx" ON "listing_search" USING gin ("name_words");
