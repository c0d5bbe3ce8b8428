-- Phone numbers in one stored form: the forms and the API now keep a US number as '(404) 555-0111'
-- (src/shared/phone.ts), so the numbers stored before in other formats ('404-555-0111', '404.555.0111',
-- '+1 404 555 0111') are written so too, and a change of format never again reads as a change. A number is
-- its digits; eleven starting with 1 lose the 1; exactly ten are formatted; anything else (an extension,
-- another country's '+44 ...', text that is no number) is left as it is.
CREATE FUNCTION canonical_us_phone(phone text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN phone IS NULL THEN NULL
    WHEN ltrim(phone) LIKE '+%' AND ltrim(phone) NOT LIKE '+1%' THEN phone
    WHEN length(n) = 10 THEN '(' || substr(n, 1, 3) || ') ' || substr(n, 4, 3) || '-' || substr(n, 7, 4)
    ELSE phone
  END
  FROM (SELECT CASE WHEN d ~ '^1[0-9]{10}$' THEN substr(d, 2) ELSE d END AS n
        FROM (SELECT regexp_replace(phone, '[^0-9]', '', 'g') AS d) AS digits) AS number
$$;--> statement-breakpoint
UPDATE "listings" SET "phone_number" = canonical_us_phone("phone_number")
  WHERE "phone_number" IS DISTINCT FROM canonical_us_phone("phone_number");--> statement-breakpoint
UPDATE "events" SET "phone" = canonical_us_phone("phone")
  WHERE "phone" IS DISTINCT FROM canonical_us_phone("phone");--> statement-breakpoint
UPDATE "events" SET "organizer_phone" = canonical_us_phone("organizer_phone")
  WHERE "organizer_phone" IS DISTINCT FROM canonical_us_phone("organizer_phone");--> statement-breakpoint
UPDATE "get_involved_leads" SET "phone" = canonical_us_phone("phone")
  WHERE "phone" IS DISTINCT FROM canonical_us_phone("phone");--> statement-breakpoint
-- The organization panel of Get Involved posts.
UPDATE "blogs" SET "phone" = canonical_us_phone("phone")
  WHERE "phone" IS DISTINCT FROM canonical_us_phone("phone");--> statement-breakpoint
-- Edit requests and owners' recorded changes hold the listing's fields as JSON: their phoneNumber too.
UPDATE "business_edit_requests"
  SET "original_data" = jsonb_set("original_data", '{phoneNumber}', to_jsonb(canonical_us_phone("original_data"->>'phoneNumber')))
  WHERE jsonb_typeof("original_data"->'phoneNumber') = 'string'
    AND "original_data"->>'phoneNumber' IS DISTINCT FROM canonical_us_phone("original_data"->>'phoneNumber');--> statement-breakpoint
UPDATE "business_edit_requests"
  SET "proposed_changes" = jsonb_set("proposed_changes", '{phoneNumber}', to_jsonb(canonical_us_phone("proposed_changes"->>'phoneNumber')))
  WHERE jsonb_typeof("proposed_changes"->'phoneNumber') = 'string'
    AND "proposed_changes"->>'phoneNumber' IS DISTINCT FROM canonical_us_phone("proposed_changes"->>'phoneNumber');--> statement-breakpoint
UPDATE "listing_changes"
  SET "before" = jsonb_set("before", '{phoneNumber}', to_jsonb(canonical_us_phone("before"->>'phoneNumber')))
  WHERE jsonb_typeof("before"->'phoneNumber') = 'string'
    AND "before"->>'phoneNumber' IS DISTINCT FROM canonical_us_phone("before"->>'phoneNumber');--> statement-breakpoint
UPDATE "listing_changes"
  SET "after" = jsonb_set("after", '{phoneNumber}', to_jsonb(canonical_us_phone("after"->>'phoneNumber')))
  WHERE jsonb_typeof("after"->'phoneNumber') = 'string'
    AND "after"->>'phoneNumber' IS DISTINCT FROM canonical_us_phone("after"->>'phoneNumber');--> statement-breakpoint
DROP FUNCTION canonical_us_phone(text);
