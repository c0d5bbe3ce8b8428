-- Keeps listing_search, the narrow search copy of approved listings, in step with listings:
-- a listing is in it exactly while its status is 'approved'.
CREATE OR REPLACE FUNCTION listing_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
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
    longitude = EXCLUDED.longitude;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER listing_search_sync
AFTER INSERT OR UPDATE OR DELETE ON listings
FOR EACH ROW EXECUTE FUNCTION listing_search_sync();
