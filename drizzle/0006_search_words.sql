-- Words are runs of letters and digits (the full-text parser's tokens hid some: no word began
-- "ex" in "www.example.com"). search_words holds every such word of the search copy, so that a long
-- term finds the words containing it first and the listings through the full-text index after.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_search" drop column "words";--> statement-breakpoint
ALTER TABLE "listing_search" ADD COLUMN "words" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(array_remove(regexp_split_to_array("search_text", '[^[:alnum:]]+'), ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_search" drop column "name_words";--> statement-breakpoint
ALTER TABLE "listing_search" ADD COLUMN "name_words" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(array_remove(regexp_split_to_array("name_lc", '[^[:alnum:]]+'), ''))) STORED NOT NULL;--> statement-breakpoint
-- Dropping the columns dropped their indexes.
CREATE INDEX "listing_search_words_idx" ON "listing_search" USING gin ("words");--> statement-breakpoint
CREATE INDEX "listing_search_name_words_idx" ON "listing_search" USING gin ("name_words");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
INSERT INTO search_words (word) SELECT DISTINCT unnest(tsvector_to_array(words)) FROM listing_search;--> statement-breakpoint
-- As in 0002, and each new word of the search text goes into search_words.
CREATE OR REPLACE FUNCTION listing_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_words tsvector;
BEGIN
  IF TG_OP = 'DELETE' OR NEW.status <> 'approved' THEN
    DELETE FROM listing_search WHERE id = COALESCE(NEW.id, OLD.id);
    RETURN NULL;
  END IF;
  INSERT INTO listing_search (id, created_at, name_lc, business_type, state, search_text, services_lc, price_level, latitude, longitude)
  VALUES (
    NEW.id,
    NEW.created_at,
    lower(NEW.business_name),
    NEW.business_type,
    NEW.state,
    lower(concat_ws(' ', NEW.business_name, NEW.business_type, NEW.services_offered, NEW.keywords)),
    lower(NEW.services_offered),
    NEW.price_level,
    NEW.latitude,
    NEW.longitude
  )
  ON CONFLICT (id) DO UPDATE SET
    created_at = EXCLUDED.created_at,
    name_lc = EXCLUDED.name_lc,
    business_type = EXCLUDED.business_type,
    state = EXCLUDED.state,
    search_text = EXCLUDED.search_text,
    services_lc = EXCLUDED.services_lc,
    price_level = EXCLUDED.price_level,
    latitude = EXCLUDED.latitude,
    longitude = EXCLUDED.longitude
  RETURNING words INTO new_words;
  INSERT INTO search_words (word) SELECT unnest(tsvector_to_array(new_words)) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
