// Claims' document photos are private: never under /uploads/, read only by signed-in staff (not by the
// owner who sent them, nor anyone else), kept while the claim waits, deleted 30 days after its decision;
// documents of older claims stored as public links are moved out of the public store.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EVIDENCE_PHOTO_PICKER } from '@shared/schemas/owner';
import { ownershipClaims } from '@server/db/schema';
import { OWNER_COOKIE } from '@server/features/owners';
import { useTestApp } from '../../../test/app';
import { insertClaim, signedInAdmin } from '../../../test/admin-factories';
import { testEngine } from '../../../test/database';
import { insertListing } from '../../../test/factories';
import { nextAddress, signInOwner, type OwnerClient } from '../../../test/owner-factories';
import { photo, uploadFiles } from '../../../test/uploads';
import { sweepOrphanUploads } from '../uploads/upload-sweep';
import { EVIDENCE_KEPT_MS, sweepClaimEvidence } from './claim-evidence';

const t = useTestApp();
const admin = signedInAdmin(t);
const DAY = 24 * 60 * 60 * 1000;

/** POST /api/account/claim-evidence as the owner, with one image, as the browser's form sends it. */
async function uploadEvidence(owner: OwnerClient | null, data: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'licence.jpg');
  const request = new Request('http://localhost/api/account/claim-evidence', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/account/claim-evidence',
    headers: { 'content-type': request.headers.get('content-type')!, ...(owner && { 'x-csrf-token': owner.csrf }) },
    cookies: owner ? { [OWNER_COOKIE]: owner.cookie } : {},
    payload: Buffer.from(await request.arrayBuffer()),
    remoteAddress: nextAddress(),
  });
}

let n = 0;
/** A pending claim with a document photo: the owner, the claim's id and the key the claim stored. */
async function claimWithDocument() {
  n += 1;
  const listing = await insertListing(t.database.db);
  const owner = await signInOwner(t, `claimant-${n}@elsewhere.example`);
  const uploaded = await uploadEvidence(owner, await photo('jpeg'));
  expect(uploaded.statusCode).toBe(201);
  const { evidencePhoto } = uploaded.json();
  const sent = await owner.post(`/api/listings/${listing.id}/claims`, { evidence: 'My name is on the business licence, photo attached.', evidencePhoto });
  expect(sent.statusCode).toBe(201);
  expect(sent.json().status).toBe('pending');
  const id = sent.json().id as number;
  return { owner, id, evidencePhoto: evidencePhoto as string, stored: (await storedPhoto(id))! };
}

const storedPhoto = async (id: number) =>
  (await t.database.db.select({ photo: ownershipClaims.evidencePhoto }).from(ownershipClaims).where(eq(ownershipClaims.id, id)))[0]!.photo;
const decidedAt = async (id: number) =>
  (await t.database.db.select({ at: ownershipClaims.decidedAt }).from(ownershipClaims).where(eq(ownershipClaims.id, id)))[0]!.at!.getTime();
const privateFile = (key: string) => path.join(t.config.dataDir, 'private', 'claim-evidence', key);
const thumbnailOf = (key: string) => key.replace(/\.webp$/, '-thumb.webp');
const evidenceRoute = (id: number) => `/api/admin/claims/${id}/evidence`;
const staffView = async (id: number) => (await admin.get('/api/admin/claims?status=all&limit=100')).json().items.find((c: { id: number }) => c.id === id);

/** Every file under a folder, as paths relative to it. */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()) : [];

describe(`claim documents are private (${testEngine})`, () => {
  it('keeps the document out of /uploads/: nobody but staff can fetch it', async () => {
    const { owner, id, evidencePhoto, stored } = await claimWithDocument();
    expect(stored).toMatch(/^\d+\/[a-f0-9]{24}\.webp$/);
    expect(stored.endsWith(evidencePhoto)).toBe(true);

    // Not public: neither the id the owner got nor the key the claim stores is under /uploads/.
    for (const url of [`/uploads/${evidencePhoto}`, `/uploads/${stored}`, `/uploads/${thumbnailOf(stored)}`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect(filesUnder(path.join(t.config.dataDir, 'uploads')).some((f) => f.includes(evidencePhoto.replace('.webp', '')))).toBe(false);
    expect(fs.existsSync(privateFile(stored))).toBe(true);
    expect(fs.statSync(path.dirname(privateFile(stored))).mode & 0o077).toBe(0);

    // Not for a visitor, nor for the owner who sent it: the admin route wants a staff session.
    const anonymous = await t.app.inject({ method: 'GET', url: evidenceRoute(id) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/json');
    const asOwner = await t.app.inject({ method: 'GET', url: evidenceRoute(id), cookies: { [OWNER_COOKIE]: owner.cookie } });
    expect(asOwner.statusCode).toBe(401);

    // Staff see it through the route the dashboard names, never cached.
    const view = await staffView(id);
    expect(view.evidencePhoto).toEqual({ url: evidenceRoute(id), thumbnailUrl: `${evidenceRoute(id)}?size=thumbnail` });
    const full = await admin.get(view.evidencePhoto.url);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toBe('private, no-store');
    expect(full.rawPayload.equals(fs.readFileSync(privateFile(stored)))).toBe(true);
    expect((await sharp(full.rawPayload).metadata()).width).toBe(1600);
    const thumbnail = await admin.get(view.evidencePhoto.thumbnailUrl);
    expect(thumbnail.statusCode).toBe(200);
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(480);
    expect(thumbnail.headers['cache-control']).toBe('private, no-store');

    expect((await admin.get(evidenceRoute(999_999))).statusCode).toBe(404);
  });

  it('takes a document only from its own private upload', async () => {
    const listing = await insertListing(t.database.db);
    const owner = await signInOwner(t, 'careful@elsewhere.example');
    const other = await signInOwner(t, 'other@elsewhere.example');
    const evidence = 'I run this shop; here is the licence in my name.';

    expect((await uploadEvidence(null, await photo('jpeg'))).statusCode).toBe(401);
    const notAnImage = await uploadEvidence(owner, Buffer.from('not an image at all'));
    expect(notAnImage.statusCode).toBe(415);

    // Another account's upload, a public upload's URL, or an id nothing was stored under: refused, and no claim is made.
    const theirs = (await uploadEvidence(other, await photo('png'))).json().evidencePhoto;
    const publicUpload = (await uploadFiles(t.app, [{ name: 'licence.jpg', type: 'image/jpeg', data: await photo('jpeg') }])).body.urls[0];
    for (const evidencePhoto of [theirs, publicUpload, 'abcdefabcdefabcdefabcdef.webp']) {
      const refused = await owner.post(`/api/listings/${listing.id}/claims`, { evidence, evidencePhoto });
      expect(refused.statusCode, evidencePhoto).toBe(400);
      expect(refused.json().error.fields.evidencePhoto).toBe(EVIDENCE_PHOTO_PICKER);
    }
    const [claim] = await t.database.db.select().from(ownershipClaims).where(eq(ownershipClaims.listingId, listing.id));
    expect(claim).toBeUndefined();
  });

  it('keeps the document while the claim waits, through both sweeps', async () => {
    const { id, stored } = await claimWithDocument();
    const later = Date.now() + 90 * DAY;
    await sweepOrphanUploads(t.database.db, t.app.photos, { now: later });
    const swept = await sweepClaimEvidence(t.database.db, t.app.photos, { now: later });
    expect(swept.deleted).not.toContain(stored);
    expect(await storedPhoto(id)).toBe(stored);
    expect((await admin.get(evidenceRoute(id))).statusCode).toBe(200);
  });

  for (const decision of ['approve', 'deny'] as const) {
    it(`deletes the document 30 days after the staff ${decision === 'approve' ? 'approval' : 'denial'}`, async () => {
      const { id, stored } = await claimWithDocument();
      const decided = await admin.post(`/api/admin/claims/${id}/${decision}`, { feedback: 'Thank you for the document.' });
      expect(decided.statusCode).toBe(200);
      const at = await decidedAt(id);

      // A day short of 30: still there for staff to look back at.
      await sweepClaimEvidence(t.database.db, t.app.photos, { now: at + EVIDENCE_KEPT_MS - DAY });
      expect((await admin.get(evidenceRoute(id))).statusCode).toBe(200);

      const swept = await sweepClaimEvidence(t.database.db, t.app.photos, { now: at + EVIDENCE_KEPT_MS + 60_000 });
      expect(swept.deleted).toEqual(expect.arrayContaining([stored, thumbnailOf(stored)]));
      expect(fs.existsSync(privateFile(stored))).toBe(false);
      expect(fs.existsSync(privateFile(thumbnailOf(stored)))).toBe(false);
      expect(await storedPhoto(id)).toBeNull();
      expect((await admin.get(evidenceRoute(id))).statusCode).toBe(404);
      expect((await admin.get(`${evidenceRoute(id)}?size=thumbnail`)).statusCode).toBe(404);
      expect((await staffView(id)).evidencePhoto).toBeNull();
    });
  }

  it('deletes a document never sent with a claim after a day', async () => {
    const owner = await signInOwner(t, 'changed-mind@elsewhere.example');
    const { evidencePhoto } = (await uploadEvidence(owner, await photo('jpeg'))).json();
    const key = (await fs.promises.readdir(path.join(t.config.dataDir, 'private', 'claim-evidence'), { recursive: true })).find((f) =>
      f.endsWith(`/${evidencePhoto}`),
    )!;
    expect((await sweepClaimEvidence(t.database.db, t.app.photos, { now: Date.now() + 2 * 60 * 60 * 1000 })).deleted).not.toContain(key);
    expect((await sweepClaimEvidence(t.database.db, t.app.photos, { now: Date.now() + DAY + 60_000 })).deleted).toEqual(
      expect.arrayContaining([key, thumbnailOf(key)]),
    );
  });

  it('moves the document of an older claim out of the public store, and serves it to staff meanwhile', async () => {
    const image = await photo('jpeg');
    const [publicUrl] = (await uploadFiles(t.app, [{ name: 'licence.jpg', type: 'image/jpeg', data: image }])).body.urls as string[];
    const claim = await insertClaim(t.database.db);
    await t.database.db.update(ownershipClaims).set({ evidencePhoto: publicUrl }).where(eq(ownershipClaims.id, claim.id));
    const before = await admin.get(evidenceRoute(claim.id));
    expect(before.statusCode).toBe(200);

    const swept = await sweepClaimEvidence(t.database.db, t.app.photos);
    expect(swept.moved).toBeGreaterThanOrEqual(1);
    const stored = (await storedPhoto(claim.id))!;
    expect(stored).toBe(`${claim.accountId}/${publicUrl!.slice('/uploads/'.length)}`);
    const after = await admin.get(evidenceRoute(claim.id));
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
    expect((await admin.get(`${evidenceRoute(claim.id)}?size=thumbnail`)).statusCode).toBe(200);

    // Named by nothing now, the public copy goes with the uploads sweep.
    await sweepOrphanUploads(t.database.db, t.app.photos, { now: Date.now() + 2 * DAY });
    expect((await t.app.inject({ method: 'GET', url: publicUrl! })).statusCode).toBe(404);
    expect((await admin.get(evidenceRoute(claim.id))).statusCode).toBe(200);
  });
});
