// Suggestions as the visitor types (GET /api/suggest): business types, services and places from
// search_terms, and businesses from search_names, each matching where one of its words starts with the text.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { SUGGEST_MAX_ITEMS } from '@shared/schemas/search-suggest';
import { escapeLike } from '@server/db/like';
import { queryPrepared } from '@server/db/prepared';
import type { SearchTermKind } from '@server/db/schema';

export interface TermRow {
  kind: SearchTermKind | 'business';
  key: string;
  label: string;
  /** A business: its listing, and its type and city. */
  listingId: number | null;
  detail: string | null;
}

/**
 * The terms a word of which starts with `key` (folded words separated by single spaces): up to
 * SUGGEST_MAX_ITEMS types, services and places (those starting with it first, then the most used), and
 * as many businesses (names starting with it in order, then any).
 */
export async function termsStartingWith(pool: pg.Pool, key: string): Promise<TermRow[]> {
  const start = `${escapeLike(key)}%`;
  const wordStart = `% ${escapeLike(key)}%`;
  return queryPrepared<TermRow>(
    pool,
    sql`
    (select kind, key, label, null::int as "listingId", null as detail from search_terms
      where (key like ${start} or key like ${wordStart}) and (listings > 0 or kind = 'state')
      order by key like ${start} desc, listings desc, key limit ${SUGGEST_MAX_ITEMS})
    union all
    (select * from (
      (select 'business', key, label, listing_id, detail from search_names
        where key like ${start} order by key using ~<~ limit ${SUGGEST_MAX_ITEMS})
      union all
      (select 'business', key, label, listing_id, detail from search_names where key like ${wordStart} limit ${SUGGEST_MAX_ITEMS})
    ) businesses limit ${SUGGEST_MAX_ITEMS})`,
  );
}

/**
 * When no word starts with the text (a typo: 'fade theory barbershp'), the terms and businesses that hold
 * something spelled much like it (pg_trgm's word similarity, through the same trigram indexes), closest first.
 */
export async function termsSpelledLike(pool: pg.Pool, key: string): Promise<TermRow[]> {
  return queryPrepared<TermRow>(
    pool,
    sql`
    (select kind, key, label, null::int as "listingId", null as detail from search_terms
      where ${key} <% key and (listings > 0 or kind = 'state')
      order by word_similarity(${key}, key) desc, listings desc, key limit ${SUGGEST_MAX_ITEMS})
    union all
    (select 'business', key, label, listing_id, detail from search_names
      where ${key} <% key order by word_similarity(${key}, key) desc, key limit ${SUGGEST_MAX_ITEMS})`,
  );
}
