CREATE TABLE "search_names" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"detail" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"listings" integer DEFAULT 0 NOT NULL,
	"located" integer DEFAULT 0 NOT NULL,
	"latitude_sum" double precision DEFAULT 0 NOT NULL,
	"longitude_sum" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"stem" text NOT NULL,
	"listings" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "listing_search_word_starts_idx";--> statement-breakpoint
DROP INDEX "listing_search_name_word_starts_idx";--> statement-breakpoint
ALTER TABLE "listing_search" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "listing_search" ADD COLUMN "words" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(array_remove(regexp_split_to_array("search_text" || ' ' || regexp_replace("search_text", '(([[:alnum:]])[[:alnum:]]?)[[:alnum:]]*', '\1 \2', 'g'), '[^[:alnum:]]+'), ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_search" ADD COLUMN "name_words" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(array_remove(regexp_split_to_array("name_lc" || ' ' || regexp_replace("name_lc", '(([[:alnum:]])[[:alnum:]]?)[[:alnum:]]*', '\1 \2', 'g'), '[^[:alnum:]]+'), ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "search_names" ADD CONSTRAINT "search_names_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_names_key_idx" ON "search_names" USING btree ("key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_names_key_trgm_idx" ON "search_names" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "search_terms_kind_key_state_key" ON "search_terms" USING btree ("kind","key","state");--> statement-breakpoint
CREATE INDEX "search_terms_key_trgm_idx" ON "search_terms" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_stem_idx" ON "search_words" USING btree ("stem");--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listing_search_words_idx" ON "listing_search" USING gin ("words");--> statement-breakpoint
CREATE INDEX "listing_search_name_words_idx" ON "listing_search" USING gin ("name_words");--> statement-breakpoint
ALTER TABLE "listing_search" DROP COLUMN "word_starts";--> statement-breakpoint
ALTER TABLE "listing_search" DROP COLUMN "name_word_starts";