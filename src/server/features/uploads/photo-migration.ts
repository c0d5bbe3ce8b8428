// Moves the photos of DATA_DIR/uploads into the S3 bucket (`npm run photos:migrate`): copies each file
// the bucket lacks, then, when the bucket has a public address, points the stored links at it. Running
// it again copies and rewrites nothing. The local files stay, for the operator to delete once checked.
import { buffer } from 'node:stream/consumers';
import { getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@server/db/client';
import { blogs, editRequests, events, listingChanges, listings, ownershipClaims } from '@server/db/schema';
import type { PhotoStore } from './photo-store';

export interface PhotoMigrationResult {
  copied: number;
  alreadyThere: number;
  /** Rows whose links now point at the bucket, per kind. */
  rewritten: { listings: number; editRequests: number; events: number; articles: number; ownerRecords: number };
}

export async function migratePhotos(db: DbOrTx, from: PhotoStore, to: PhotoStore, publicUrl: string | null): Promise<PhotoMigrationResult> {
  const inBucket = new Set((await to.list()).map((photo) => photo.name));
  let copied = 0;
  let alreadyThere = 0;
  for (const { name } of await from.list()) {
    if (inBucket.has(name)) {
      alreadyThere++;
      continue;
    }
    const file = await from.open(name);
    if (!file) continue;
    await to.save([{ name, data: await buffer(file.body), contentType: file.contentType }]);
    copied++;
  }
  const rewritten = publicUrl
    ? await pointLinksAt(db, publicUrl.replace(/\/+$/, ''))
    : { listings: 0, editRequests: 0, events: 0, articles: 0, ownerRecords: 0 };
  return { copied, alreadyThere, rewritten };
}

/** '/uploads/x' becomes '<base>/uploads/x' in every column that links photos (see uploads.repo.ts). */
async function pointLinksAt(db: DbOrTx, base: string): Promise<PhotoMigrationResult['rewritten']> {
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
