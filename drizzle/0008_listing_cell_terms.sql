-- Text within a radius. The trigram index answers "contains" over all listings, so a search near one
-- city read every listing's match in the country (4,300 for "catering") and a box of 3,200 listings
-- from the map index, to keep the 158 in both. This index holds each listing's terms tagged with its
-- map cell (whole degrees of latitude and longitude): the three-letter pieces of its words and their
-- first one and two letters, as "33,-85:cat". A search asks for all the pieces of its term in any cell
-- the radius touches, and reads only listings that are near and may match (see search/cells.ts).
CREATE FUNCTION listing_cell_terms(text, double precision, double precision) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    select array_to_tsvector(coalesce(array_agg(cell.tag || piece), '{}'))
    from (select floor($2)::int::text || ',' || floor($3)::int::text || ':' as tag) cell,
      regexp_split_to_table($1, '[^[:alnum:]]+') word,
      lateral (
        select substr(word, i, 3) from generate_series(1, length(word) - 2) i
        union all select left(word, 1)
        union all select left(word, 2)
      ) pieces(piece)
    where word <> ''
  $$;--> statement-breakpoint
CREATE INDEX "listing_search_cell_terms_idx" ON "listing_search" USING gin (listing_cell_terms("search_text", "latitude", "longitude"));--> statement-breakpoint
-- The planner never chooses this index by its statistics (searches use it by the shape of their
-- statement), and computing the terms of a sample at every ANALYZE would cost seconds.
ALTER INDEX "listing_search_cell_terms_idx" ALTER COLUMN 1 SET STATISTICS 0;
