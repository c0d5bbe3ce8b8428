ALTER TABLE "listings" ADD COLUMN "time_zone" text;--> statement-breakpoint
CREATE INDEX "listings_time_zone_missing_idx" ON "listings" USING btree ("id") WHERE "listings"."time_zone" is null;--> statement-breakpoint
-- A listing's time zone is found by the server from its coordinates (listings/time-zone-fill.ts). When its
-- coordinates or state change and the statement does not set the zone too, the zone is emptied: the server
-- fills it again, and until then the state's zone stands in for it.
CREATE FUNCTION listing_time_zone_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.time_zone := NULL;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER listing_time_zone_reset BEFORE UPDATE OF latitude, longitude, state ON listings FOR EACH ROW
  WHEN ((OLD.latitude, OLD.longitude, OLD.state) IS DISTINCT FROM (NEW.latitude, NEW.longitude, NEW.state)
    AND OLD.time_zone IS NOT DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION listing_time_zone_reset();--> statement-breakpoint
-- Search reads no time zone: an update that changes only the zone leaves the search copy, the vocabulary and
-- the names as they are, so filling the zones of every listing costs no search work. Otherwise as in 0014.
CREATE OR REPLACE FUNCTION listing_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.time_zone IS DISTINCT FROM NEW.time_zone
    AND to_jsonb(OLD) - 'time_zone' = to_jsonb(NEW) - 'time_zone' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' OR NEW.status <> 'approved' THEN
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
CREATE OR REPLACE FUNCTION search_vocabulary_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  emptied_words text[];
  emptied_terms int[];
BEGIN
  -- A test of its own: the insert and delete triggers have no `removed` or no `added` table to read.
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT 1 FROM removed JOIN added ON added.id = removed.id
      WHERE removed.time_zone IS NOT DISTINCT FROM added.time_zone
        OR to_jsonb(removed) - 'time_zone' <> to_jsonb(added) - 'time_zone'
    ) THEN
      RETURN NULL;
    END IF;
  END IF;
  EXECUTE search_vocabulary_statement(CASE TG_OP
    WHEN 'INSERT' THEN 'select 1 as sign, added.* from added'
    WHEN 'DELETE' THEN 'select -1 as sign, removed.* from removed'
    ELSE 'select -1 as sign, removed.* from removed union all select 1, added.* from added' END)
  INTO emptied_words, emptied_terms;
  DELETE FROM search_words WHERE word = ANY(emptied_words) AND listings <= 0;
  DELETE FROM search_terms WHERE id = ANY(emptied_terms) AND listings <= 0;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_names WHERE listing_id IN (SELECT id FROM removed);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    EXECUTE search_names_statement('select * from added');
  END IF;
  RETURN NULL;
END;
$$;
