-- Reads a search's words and places against the listings' vocabulary (search_words) and places
-- (search_terms): which words the listings use, their other forms (same stem), the words a typo away
-- (nearest first, then their forms), the completions of the last word, the ways a glued word splits,
-- neighbouring words the listings glue, the nearest spelling of unknown words, the cities named, and the
-- business types. The arguments come from search/read-query.ts (see vocabulary.repo.ts).
-- A function so that its plan is made once per connection (generic): planning this statement anew for
-- each search cost more than running it. Its few rows never repay compiling it (JIT on a server).
CREATE FUNCTION search_vocabulary(asked_words text[], asked_typos json, asked_prefix text, asked_splits json, asked_pairs text[], asked_places text[])
RETURNS json LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan SET jit = off AS $$
BEGIN
  RETURN (
    with asked as (select distinct unnest(asked_words) as word),
    known as (select word, stem, listings from search_words where word = any(asked_words)),
    forms as (
      select asked.word, array_agg(form.word order by form.listings desc, form.word) as forms
      from asked cross join lateral (
        select word, listings from search_words
        where stem = search_stem(asked.word) and word <> asked.word order by listings desc limit 16
      ) form
      where length(asked.word) >= 3
      group by asked.word
    ),
    typo_asked as (
      select asked.word, asked.budget, asked."firstLetter" as first_letter, asked."minLength" as min_length, asked."maxLength" as max_length,
        asked.patterns, asked.swaps
      from json_to_recordset(asked_typos)
        as asked(word text, budget int, "firstLetter" boolean, "minLength" int, "maxLength" int, patterns json, swaps json)
      where not exists (select 1 from known where known.word = asked.word)
    ),
    typo_candidates as (
      select asked.word, candidate.word as candidate, candidate.stem, candidate.listings,
        levenshtein_less_equal(asked.word, candidate.word, asked.budget) as distance
      from typo_asked asked
      cross join lateral json_array_elements_text(asked.patterns) pattern
      cross join lateral (select word, stem, listings from search_words where word like pattern) candidate
      where length(candidate.word) between asked.min_length and asked.max_length
        and (not asked.first_letter or left(candidate.word, 1) = left(asked.word, 1))
      union
      select asked.word, swapped.word, swapped.stem, swapped.listings, 1
      from typo_asked asked
      cross join lateral json_array_elements_text(asked.swaps) swap
      join search_words swapped on swapped.word = swap
    ),
    -- The nearest corrections of each word (a swap or one edit before two), then their other forms.
    nearest_typos as (
      select word, candidate, stem, listings, distance
      from (
        select candidate.*, min(candidate.distance) over (partition by candidate.word) as nearest
        from typo_candidates candidate join typo_asked asked on asked.word = candidate.word
        where candidate.distance <= asked.budget
      ) within_budget
      where distance = nearest
    ),
    typos as (
      select word, (array_agg(typo order by distance, listings desc, typo))[1:16] as typos
      from (
        select distinct on (word, typo) word, typo, distance, listings
        from (
          select word, candidate as typo, distance::float8 as distance, listings from nearest_typos
          union all
          select nearest.word, form.word, nearest.distance + 0.5, form.listings
          from nearest_typos nearest join search_words form on form.stem = nearest.stem and form.word <> nearest.candidate
        ) found
        order by word, typo, distance
      ) corrections
      group by word
    ),
    prefixed as (
      select word from search_words
      where word like asked_prefix || '%' and word <> asked_prefix
        and not exists (select 1 from known where known.word = asked_prefix)
      order by listings desc, word limit 16
    ),
    splits as (
      select distinct on (cut.word) cut.word, cut."left", cut."right"
      from json_to_recordset(asked_splits) as cut(word text, "left" text, "right" text)
      join search_words left_word on left_word.word = cut."left"
      join search_words right_word on right_word.word = cut."right"
      order by cut.word, (length(cut."left") >= 3 and length(cut."right") >= 3) desc, least(left_word.listings, right_word.listings) desc
    ),
    -- Did-you-mean, further than a typo: similar by trigrams, or by edits after the same first letter.
    spellings as (
      select asked.word, nearest.word as nearest
      from asked cross join lateral (
        select word from (
          select word, listings from search_words where word % asked.word
          union
          select word, listings from search_words
          where word like left(asked.word, 1) || '%' and abs(length(word) - length(asked.word)) <= 2
        ) candidate
        where word <> asked.word
          and levenshtein_less_equal(word, asked.word, 3) <= case when length(asked.word) >= 9 then 3 when length(asked.word) >= 6 then 2 else 1 end
        order by levenshtein_less_equal(word, asked.word, 3), listings desc, word limit 1
      ) nearest
      where length(asked.word) >= 4 and not exists (select 1 from known where known.word = asked.word)
    ),
    cities as (
      select city.key, city.state, city.label, city.listings,
        left(city.label, length(city.label) - case when city.state = '' then 0 else length(city.state) + 2 end) as name,
        case when city.located > 0 then city.latitude_sum / city.located end as latitude,
        case when city.located > 0 then city.longitude_sum / city.located end as longitude,
        coalesce((select listings from search_words where search_words.word = city.key), 0) as "wordListings"
      from search_terms city
      where city.kind = 'city' and city.key = any(asked_places) and city.listings > 0
    )
    select json_build_object(
      'known', coalesce((select json_agg(json_build_array(word, listings)) from known), '[]'),
      'stopwords', coalesce((select json_agg(word) from asked where ts_lexize('english_stem', word) = '{}'), '[]'),
      'forms', coalesce((select json_object_agg(word, forms) from forms), '{}'),
      'typos', coalesce((select json_object_agg(word, typos) from typos), '{}'),
      'prefixed', coalesce((select json_agg(word) from prefixed), '[]'),
      'splits', coalesce((select json_object_agg(word, json_build_array("left", "right")) from splits), '{}'),
      'glued', coalesce((select json_agg(word) from search_words where word = any(asked_pairs)), '[]'),
      'similar', coalesce((select json_object_agg(word, nearest) from spellings), '{}'),
      'cities', coalesce((select json_agg(cities) from cities), '[]'),
      'types', coalesce((select json_agg(label order by label) from search_terms where kind = 'type' and listings > 0), '[]')
    )
  );
END;
$$;
