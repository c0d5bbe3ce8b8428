// The page statement: numbers a strategy's rows in the plan's order, keeps the page's, and writes the
// response's JSON ({items, hasMore}) with listing cards and rating summaries, so the server sends it as it is.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { queryPrepared } from '@server/db/prepared';
import { reviews } from '@server/db/schema';
import { PUBLIC_LISTING_JSON_ARGS } from '../listings';
import { averageRating, reviewCount } from '../reviews';
import type { SearchPlan } from './plan';
import { rowOrderSql } from './search-sql';
import type { RankedRows } from './strategies';

export interface Page {
  /** The JSON text of a `SearchResponse`. */
  body: string;
  /** Whether the strategy's rows were surely the right ones; if not, the body is not the answer. */
  sure: boolean;
}

export async function queryPage(pool: pg.Pool, plan: SearchPlan, ranked: RankedRows): Promise<Page> {
  const last = plan.offset + plan.limit;
  // The row after the page is read only to tell whether there are more.
  const [row] = await queryPrepared<Page>(
    pool,
    sql`
    ${ranked.with ?? sql``}
    select json_build_object(
      'items', coalesce(json_agg(json_build_object(${PUBLIC_LISTING_JSON_ARGS},
        'distance', page.distance, 'rating', json_build_object('count', rating.count, 'average', rating.average))
        order by page.pos) filter (where page.pos <= ${last}), '[]'),
      'hasMore', count(*) > ${plan.limit}
    )::text as body, ${ranked.sure} as sure
    from (
      select ranked.*, row_number() over (order by ${rowOrderSql(plan)}) as pos
      from (${ranked.rows}) ranked
    ) page
    join listings on listings.id = page.id
    left join lateral (
      select ${reviewCount} as count, ${averageRating} as average from reviews where ${reviews.businessId} = listings.id
    ) rating on true
    where page.pos > ${plan.offset} and page.pos <= ${last + 1}`,
  );
  return row!;
}
