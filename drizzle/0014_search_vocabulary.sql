-- Forgiving search (see search/read-query.ts): case and accents folded, the listings' vocabulary with
-- English stems (typos, word forms, did-you-mean), and the types, services, places and names that
-- suggestions and the places of a search's text are read from. Triggers keep them in step.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- Lower case without accents. unaccent() alone is only STABLE (its dictionary could change): naming the
-- dictionary makes the fold usable wherever an immutable function is needed.
CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ select lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
-- A label as it is matched: folded, its words (runs of letters and digits) separated by single spaces.
CREATE FUNCTION search_key(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ select btrim(regexp_replace(search_fold($1), '[^[:alnum:]]+', ' ', 'g')) $$;--> statement-breakpoint
-- The distinct words of a folded text.
CREATE FUNCTION search_words_of(text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ select coalesce(array_agg(distinct word), '{}') from regexp_split_to_table($1, '[^[:alnum:]]+') word where word <> '' $$;--> statement-breakpoint
-- A word's English (Snowball) stem; a stop word is its own stem.
CREATE FUNCTION search_stem(text) RETURNS text LANGUAGE sql STABLE STRICT PARALLEL SAFE
  AS $$ select coalesce((ts_lexize('english_stem', $1))[1], $1) $$;--> statement-breakpoint
-- What text search matches of a listing.
CREATE FUNCTION listing_search_text(name text, type text, services text, keywords text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select search_fold(concat_ws(' ', name, type, services, keywords)) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION listing_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
-- The statement that counts the approved listings of `changed` (a query of (sign, listings.*): +1 for a
-- row added, -1 for a row removed) into the vocabulary and the types, services, cities and ZIP codes,
-- and answers the words and terms no listing uses any more. One set-based statement per change of
-- listings, so that a bulk load writes each word once rather than once per listing.
CREATE FUNCTION search_vocabulary_statement(changed text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  select format($sql$
    with changed as materialized (
      select * from (%s) changed_rows where status = 'approved'
    ),
    word_changes as (
      select word, sum(sign)::int as listings
      from changed, unnest(search_words_of(listing_search_text(business_name, business_type, services_offered, keywords))) word
      group by word having sum(sign) <> 0
    ),
    words_written as (
      insert into search_words as known (word, stem, listings)
      select word, search_stem(word), listings from word_changes order by word
      on conflict (word) do update set listings = known.listings + excluded.listings
      returning word, listings
    ),
    term_changes as (
      select term.kind, term.key, term.state, min(term.label) as label, sum(sign)::int as listings,
        coalesce(sum(sign) filter (where latitude is not null and longitude is not null), 0)::int as located,
        coalesce(sum(sign * latitude) filter (where latitude is not null and longitude is not null), 0) as latitude_sum,
        coalesce(sum(sign * longitude) filter (where latitude is not null and longitude is not null), 0) as longitude_sum
      from changed, lateral (
        select 'type', search_key(business_type), '', business_type
        union all
        select 'city', search_key(city), coalesce(state, ''), btrim(city) || coalesce(', ' || state, '')
        where search_key(city) <> ''
        union all
        select 'zip', left(zip_code, 5), coalesce(state, ''), left(zip_code, 5) || coalesce(' (' || nullif(btrim(city), '') || coalesce(', ' || state, '') || ')', '')
        where zip_code ~ '^[0-9]{5}'
        union all
        (select distinct on (search_key(service)) 'service', search_key(service), '', btrim(service)
          from regexp_split_to_table(services_offered, ',') service where search_key(service) <> '')
      ) term(kind, key, state, label)
      group by term.kind, term.key, term.state
    ),
    terms_written as (
      insert into search_terms as known (kind, key, state, label, listings, located, latitude_sum, longitude_sum)
      select kind, key, state, label, listings, located, latitude_sum, longitude_sum from term_changes order by kind, key, state
      on conflict (kind, key, state) do update set
        listings = known.listings + excluded.listings,
        located = known.located + excluded.located,
        latitude_sum = known.latitude_sum + excluded.latitude_sum,
        longitude_sum = known.longitude_sum + excluded.longitude_sum
      returning id, listings
    )
    select array(select word from words_written where listings <= 0), array(select id from terms_written where listings <= 0)
  $sql$, changed)
$fn$;--> statement-breakpoint
-- The names of the approved listings of `changed` (a query of listings rows), as suggestions show them:
-- the name, and its type and city under it.
CREATE FUNCTION search_names_statement(changed text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  select format($sql$
    insert into search_names (listing_id, key, label, detail)
    select id, search_key(business_name), business_name,
      concat_ws(' · ', business_type, nullif(btrim(city), '') || coalesce(', ' || state, ''))
    from (%s) changed_rows where status = 'approved'
  $sql$, changed)
$fn$;--> statement-breakpoint
CREATE FUNCTION search_vocabulary_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  emptied_words text[];
  emptied_terms int[];
BEGIN
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
$$;--> statement-breakpoint
CREATE TRIGGER search_vocabulary_insert AFTER INSERT ON listings REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_sync();--> statement-breakpoint
CREATE TRIGGER search_vocabulary_update AFTER UPDATE ON listings REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_sync();--> statement-breakpoint
CREATE TRIGGER search_vocabulary_delete AFTER DELETE ON listings REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_sync();--> statement-breakpoint
-- The listings already approved: their search copy folded, their words, terms and names.
UPDATE listing_search SET
  name_lc = search_fold(listings.business_name),
  city = nullif(search_key(listings.city), ''),
  search_text = listing_search_text(listings.business_name, listings.business_type, listings.services_offered, listings.keywords),
  services_lc = search_fold(listings.services_offered)
FROM listings WHERE listings.id = listing_search.id;--> statement-breakpoint
DO $$ BEGIN
  EXECUTE search_vocabulary_statement('select 1 as sign, listings.* from listings');
  EXECUTE search_names_statement('select * from listings');
END $$;--> statement-breakpoint
INSERT INTO search_terms (kind, key, label, state) VALUES
  ('state', 'alabama', 'Alabama', 'AL'),
  ('state', 'alaska', 'Alaska', 'AK'),
  ('state', 'arizona', 'Arizona', 'AZ'),
  ('state', 'arkansas', 'Arkansas', 'AR'),
  ('state', 'california', 'California', 'CA'),
  ('state', 'colorado', 'Colorado', 'CO'),
  ('state', 'connecticut', 'Connecticut', 'CT'),
  ('state', 'delaware', 'Delaware', 'DE'),
  ('state', 'district of columbia', 'District of Columbia', 'DC'),
  ('state', 'florida', 'Florida', 'FL'),
  ('state', 'georgia', 'Georgia', 'GA'),
  ('state', 'hawaii', 'Hawaii', 'HI'),
  ('state', 'idaho', 'Idaho', 'ID'),
  ('state', 'illinois', 'Illinois', 'IL'),
  ('state', 'indiana', 'Indiana', 'IN'),
  ('state', 'iowa', 'Iowa', 'IA'),
  ('state', 'kansas', 'Kansas', 'KS'),
  ('state', 'kentucky', 'Kentucky', 'KY'),
  ('state', 'louisiana', 'Louisiana', 'LA'),
  ('state', 'maine', 'Maine', 'ME'),
  ('state', 'maryland', 'Maryland', 'MD'),
  ('state', 'massachusetts', 'Massachusetts', 'MA'),
  ('state', 'michigan', 'Michigan', 'MI'),
  ('state', 'minnesota', 'Minnesota', 'MN'),
  ('state', 'mississippi', 'Mississippi', 'MS'),
  ('state', 'missouri', 'Missouri', 'MO'),
  ('state', 'montana', 'Montana', 'MT'),
  ('state', 'nebraska', 'Nebraska', 'NE'),
  ('state', 'nevada', 'Nevada', 'NV'),
  ('state', 'new hampshire', 'New Hampshire', 'NH'),
  ('state', 'new jersey', 'New Jersey', 'NJ'),
  ('state', 'new mexico', 'New Mexico', 'NM'),
  ('state', 'new york', 'New York', 'NY'),
  ('state', 'north carolina', 'North Carolina', 'NC'),
  ('state', 'north dakota', 'North Dakota', 'ND'),
  ('state', 'ohio', 'Ohio', 'OH'),
  ('state', 'oklahoma', 'Oklahoma', 'OK'),
  ('state', 'oregon', 'Oregon', 'OR'),
  ('state', 'pennsylvania', 'Pennsylvania', 'PA'),
  ('state', 'rhode island', 'Rhode Island', 'RI'),
  ('state', 'south carolina', 'South Carolina', 'SC'),
  ('state', 'south dakota', 'South Dakota', 'SD'),
  ('state', 'tennessee', 'Tennessee', 'TN'),
  ('state', 'texas', 'Texas', 'TX'),
  ('state', 'utah', 'Utah', 'UT'),
  ('state', 'vermont', 'Vermont', 'VT'),
  ('state', 'virginia', 'Virginia', 'VA'),
  ('state', 'washington', 'Washington', 'WA'),
  ('state', 'west virginia', 'West Virginia', 'WV'),
  ('state', 'wisconsin', 'Wisconsin', 'WI'),
  ('state', 'wyoming', 'Wyoming', 'WY');--> statement-breakpoint
-- As the word starts had (0007): a lexeme no listing has must be estimated as rare, not at half the
-- rarest tracked one's frequency, or the planner walks all listings newest first looking for it.
ALTER TABLE "listing_search" ALTER COLUMN "words" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "listing_search" ALTER COLUMN "name_words" SET STATISTICS 1000;
