// SQL for uploads: every stored photo the database still refers to, read in one statement, and the
// relative photo links rewritten to a bucket's public address.
import { getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@server/db/client';
import { blogs, editRequests, events, listingChanges, listings, ownershipClaims } from '@server/db/schema';

// The path under /uploads/ of a URL, whether relative or absolute, anywhere in a column's text (JSON included).
const UPLOAD_PATH = String.raw`/uploads/([A-Za-z0-9_./-]+)`;

/**
 * Paths under the uploads folder (e.g. 'ab12.webp', 'demo/event-1.jpg') named by any row: listings' photos
 * (any status), edit requests' original and proposed data, events' photos and logo, articles' images,
 * owners' recorded changes (staff may revert to the photos before) and the document photos of claims
 * sent before evidence was private (the claim-evidence sweep moves those out of the public store).
 * Blog requests and reviews hold no images.
 */
export async function referencedUploadPaths(db: DbOrTx): Promise<Set<string>> {
  const found = (column: unknown) => sql`regexp_matches(${column}, ${UPLOAD_PATH}, 'g')`;
  const result = await db.execute<{ path: string }>(sql`
    select distinct m[1] as path from (
      select ${found(sql`${listings.businessPhotos}::text`)} as m from ${listings}
      union all
      select ${found(sql`${editRequests.originalData}::text || ' ' || ${editRequests.proposedChanges}::text`)} from ${editRequests}
      union all
      select ${found(sql`${events.eventPhotos}::text || ' ' || coalesce(${events.organizationLogo}, '')`)} from ${events}
      union all
      select ${found(sql`${blogs.imageUrl}`)} from ${blogs} where ${blogs.imageUrl} is not null
      union all
      select ${found(sql`${listingChanges.before}::text || ' ' || ${listingChanges.after}::text`)} from ${listingChanges}
      union all
      select ${found(sql`${ownershipClaims.evidencePhoto}`)} from ${ownershipClaims} where ${ownershipClaims.evidencePhoto} is not null
    ) refs`);
  return new Set(result.rows.map((row) => row.path));
}

/** Rows whose photo links were rewritten, per kind. */
export interface RewrittenLinks {
  listings: number;
  editRequests: number;
  events: number;
  articles: number;
  ownerRecords: number;
}

/**
 * '/uploads/x' becomes '<base>/uploads/x' in every column that links photos (the columns read by
 * referencedUploadPaths), in one transaction; absolute links are left as they are.
 */
export async function pointUploadLinksAt(db: DbOrTx, base: string): Promise<RewrittenLinks> {
  // In JSON, a relative link starts right after a quote; an absolute one never does.
  const inJson = (column: AnyPgColumn) => sql`replace(${column}::text, '"/uploads/', ${`"${base}/uploads/`})::jsonb`;
  const hasJsonLink = (column: AnyPgColumn) => sql`strpos(${column}::text, '"/uploads/') > 0`;
  const inText = (column: AnyPgColumn) => sql`case when ${column} like '/uploads/%' then ${base} || ${column} else ${column} end`;
  const hasTextLink = (column: AnyPgColumn) => sql`${column} like '/uploads/%'`;

  return db.transaction(async (tx) => {
    /** Rewrites the links in these columns (JSON: lists and records of links; text: one link); answers how many rows changed. */
    const rewrite = async <T extends PgTable & { id: AnyPgColumn }>(table: T, linkColumns: Partial<Record<keyof T['$inferSelect'], 'json' | 'text'>>) => {
      const columns: Record<string, AnyPgColumn> = getTableColumns(table);
      const set: Record<string, SQL> = {};
      const hasLink: SQL[] = [];
      for (const [key, kind] of Object.entries(linkColumns)) {
        const column = columns[key]!;
        set[key] = kind === 'json' ? inJson(column) : inText(column);
        hasLink.push(kind === 'json' ? hasJsonLink(column) : hasTextLink(column));
      }
      const changed = await tx
        .update(table)
        .set(set as PgUpdateSetSource<T>)
        .where(or(...hasLink))
        .returning({ id: table.id });
      return changed.length;
    };
    return {
      listings: await rewrite(listings, { businessPhotos: 'json' }),
      editRequests: await rewrite(editRequests, { originalData: 'json', proposedChanges: 'json' }),
      events: await rewrite(events, { eventPhotos: 'json', organizationLogo: 'text' }),
      articles: await rewrite(blogs, { imageUrl: 'text' }),
      // Owners' recorded changes (what a revert puts back) and the document photos of claims.
      ownerRecords: (await rewrite(listingChanges, { before: 'json', after: 'json' })) + (await rewrite(ownershipClaims, { evidencePhoto: 'text' })),
    };
  });
}
