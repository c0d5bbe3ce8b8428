// SQL for claims' document photos: which one a claim names, every one still kept, and the end of those
// kept past their time.
import { and, eq, isNotNull, like, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { ownershipClaims } from '@server/db/schema';

/** The claim's stored document photo: null when it has none, undefined when there is no such claim. */
export async function evidencePhotoOf(db: DbOrTx, claimId: number): Promise<string | null | undefined> {
  const [row] = await db.select({ evidencePhoto: ownershipClaims.evidencePhoto }).from(ownershipClaims).where(eq(ownershipClaims.id, claimId));
  return row ? row.evidencePhoto : undefined;
}

/** Every document photo a claim still names. */
export async function evidencePhotosKept(db: DbOrTx): Promise<Set<string>> {
  const rows = await db.selectDistinct({ evidencePhoto: ownershipClaims.evidencePhoto }).from(ownershipClaims).where(isNotNull(ownershipClaims.evidencePhoto));
  return new Set(rows.map((row) => row.evidencePhoto!));
}

/** Claims decided before `decidedBefore` forget their document photo; answers the photos they named. */
export async function forgetDecidedEvidence(db: DbOrTx, decidedBefore: Date): Promise<string[]> {
  // RETURNING shows the new row: the names come from the rows as they were, read in the same statement.
  const result = await db.execute<{ evidence_photo: string }>(sql`
    with past as (
      select ${ownershipClaims.id} as id, ${ownershipClaims.evidencePhoto} as evidence_photo from ${ownershipClaims}
      where ${and(isNotNull(ownershipClaims.evidencePhoto), ne(ownershipClaims.status, 'pending'), lt(ownershipClaims.decidedAt, decidedBefore))}
      for update
    )
    update ${ownershipClaims} set evidence_photo = null from past where ${ownershipClaims.id} = past.id
    returning past.evidence_photo`);
  return result.rows.map((row) => row.evidence_photo);
}

/** Claims sent before evidence was private: their document photo is a public '/uploads/' URL. */
export async function claimsWithPublicEvidence(db: DbOrTx) {
  return db
    .select({ id: ownershipClaims.id, accountId: ownershipClaims.accountId, evidencePhoto: ownershipClaims.evidencePhoto })
    .from(ownershipClaims)
    .where(like(ownershipClaims.evidencePhoto, '%/uploads/%'));
}

/** Points a claim at another copy of its document photo, unless the claim changed meanwhile; answers whether it did. */
export async function replaceEvidencePhoto(db: DbOrTx, claimId: number, from: string, to: string | null): Promise<boolean> {
  const rows = await db
    .update(ownershipClaims)
    .set({ evidencePhoto: to })
    .where(and(eq(ownershipClaims.id, claimId), eq(ownershipClaims.evidencePhoto, from)))
    .returning({ id: ownershipClaims.id });
  return rows.length > 0;
}
