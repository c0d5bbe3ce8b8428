// SQL for uploads: every stored photo the database still refers to, read in one statement.
import { sql } from 'drizzle-orm';
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
