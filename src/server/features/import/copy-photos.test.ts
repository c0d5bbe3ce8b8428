// --copy-photos against a photo host on this machine: the imported listings' photos are fetched once each,
// checked and stored like uploads, and their links pointed at the copies; a missing photo and a file that
// is no image stay links and are reported; a second run copies nothing twice; a dry run fetches nothing.
// Only that server's origin is trusted by the test policy: links and redirects to this machine or private
// networks are refused unfetched and reported by link and reason alone.
import dns from 'node:dns';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listings } from '@server/db/schema';
import { LocalPhotoStore } from '../uploads';
import { useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { insertListing } from '../../../test/factories';
import { copyImportedPhotos, formatPhotoCopyReport } from './copy-photos';

const t = useTestApp();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-photos-'));
const store = new LocalPhotoStore(dir);
const served = new Map<string, number>();
/** Where /to/<n> redirects: kept here, so that only the answer names the target, as a hostile host would. */
const redirectTargets: string[] = [];
let host = '';
let server: http.Server;
/** The test policy: the photo server on this machine is trusted by its origin, nothing else. */
const trustServer = () => ({ allowOrigins: [host] });

beforeAll(async () => {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c8a24a' } })
    .png()
    .toBuffer();
  const jpg = await sharp({ create: { width: 30, height: 40, channels: 3, background: '#3a2a1a' } })
    .jpeg()
    .toBuffer();
  const files: Record<string, Buffer> = { '/p/a.png': png, '/p/b.jpg': jpg, '/p/notes.png': Buffer.from('just some text, not a picture') };
  server = http.createServer((req, res) => {
    served.set(req.url!, (served.get(req.url!) ?? 0) + 1);
    const url = new URL(req.url!, 'http://x');
    const hops = /^(\/hops\/\w+\/)(\d+)$/.exec(url.pathname);
    const body = files[req.url!];
    const to = /^\/to\/(\d+)$/.exec(url.pathname);
    if (to) res.writeHead(302, { location: redirectTargets[Number(to[1])]!, 'x-internal': 'header of a redirect' }).end('body of a redirect');
    else if (hops && hops[2] !== '0') res.writeHead(302, { location: `${hops[1]}${Number(hops[2]) - 1}` }).end();
    else if (hops) res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (url.pathname.startsWith('/secret')) res.writeHead(200, { 'content-type': 'text/plain' }).end('internal secret');
    else if (!body) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'image/png' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

const photosOf = async (id: number) => (await t.database.db.select({ p: listings.businessPhotos }).from(listings).where(eq(listings.id, id)))[0]!.p;

describe(`copying imported photos (${testEngine})`, () => {
  it('counts what it would copy in a dry run, fetching nothing', async () => {
    await insertListing(t.database.db, { legacyId: 'approved:1', businessPhotos: [`${host}/p/a.png`, `${host}/p/b.jpg`] });
    const report = await copyImportedPhotos(t.database.db, store, { dryRun: true });
    expect(report).toMatchObject({ listings: 1, photos: 2, copied: 0, dryRun: true });
    expect(served.size).toBe(0);
    expect(formatPhotoCopyReport(report)).toContain('2 photos of 1 imported listings are on another host');
  });

  it('copies each photo once, relinks the imported and uploaded listings, and reports what stayed a link', async () => {
    const [first] = await t.database.db.select().from(listings).where(eq(listings.legacyId, 'approved:1'));
    const second = await insertListing(t.database.db, {
      legacyId: 'approved:2',
      businessPhotos: [`${host}/p/a.png`, `${host}/p/missing.png`, `${host}/p/notes.png`],
    });
    const ours = await insertListing(t.database.db, { legacyId: 'approved:3', businessPhotos: ['/uploads/demo/salon-1.jpg'] });
    // A staff upload keeps no old id; its photos on another host are copied too.
    const uploaded = await insertListing(t.database.db, { businessPhotos: [`${host}/p/b.jpg`] });

    const report = await copyImportedPhotos(t.database.db, store, { fetchPolicy: trustServer() });
    expect(report).toMatchObject({ listings: 3, photos: 4, copied: 2, relinked: 3 });
    expect(served.get('/p/a.png')).toBe(1);
    const firstPhotos = await photosOf(first!.id);
    expect(firstPhotos).toHaveLength(2);
    for (const url of firstPhotos) {
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
      expect(await store.has(url.slice('/uploads/'.length))).toBe(true);
    }
    expect(await photosOf(second.id)).toEqual([firstPhotos[0], `${host}/p/missing.png`, `${host}/p/notes.png`]);
    expect(await photosOf(ours.id)).toEqual(['/uploads/demo/salon-1.jpg']);
    expect(await photosOf(uploaded.id)).toEqual([firstPhotos[1]]);
    expect(served.get('/p/b.jpg')).toBe(1);
    expect(report.failed.map((f) => [f.url.replace(host, ''), f.listingNumbers, f.reason])).toEqual([
      ['/p/missing.png', [second.listingNumber], 'the old host answered 404'],
      ['/p/notes.png', [second.listingNumber], expect.stringMatching(/image/i)],
    ]);
    expect(formatPhotoCopyReport(report)).toMatch(/2 of 4 copied.*\n2 photos stayed links/);
  });

  it('tries only what failed on a second run', async () => {
    const report = await copyImportedPhotos(t.database.db, store, { fetchPolicy: trustServer() });
    expect(report).toMatchObject({ listings: 1, photos: 2, copied: 0, relinked: 0 });
    expect(served.get('/p/a.png')).toBe(1);
    expect(served.get('/p/missing.png')).toBe(2);
  });
});

describe(`refusing links to this machine and private networks (${testEngine})`, () => {
  // A name that looks public but that the system resolver answers with this machine; other made-up names
  // are not found, so that no test asks a real resolver.
  beforeAll(() => {
    const systemLookup = dns.lookup;
    const lookup = vi.spyOn(dns, 'lookup').mockImplementation(((hostname: string, options: dns.LookupAllOptions, callback: (...args: unknown[]) => void) => {
      if (hostname === 'localhost') return systemLookup(hostname, options, callback);
      if (hostname === 'photos.example.com') return callback(null, [{ address: '127.0.0.1', family: 4 }]);
      callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
    }) as never);
    return () => lookup.mockRestore();
  });

  /** What the run reported about one listing's photos, the server's origin shortened. */
  const failuresOf = (report: Awaited<ReturnType<typeof copyImportedPhotos>>, listingNumber: string) =>
    report.failed
      .filter((f) => f.listingNumbers.includes(listingNumber))
      .map((f) => [f.url.replaceAll(host, '<server>'), f.reason])
      .sort(([a], [b]) => (a! < b! ? -1 : 1));

  it('fetches no internal address, even behind a public-looking name, and reports only the link and why', async () => {
    const listing = await insertListing(t.database.db, {
      legacyId: 'approved:4',
      businessPhotos: [
        `${host}/x`,
        'http://169.254.169.254/latest/meta-data',
        'http://[::1]/',
        'http://10.0.0.1/',
        'http://localhost/p/a.png',
        'http://photos.example.com/p/a.png',
      ],
    });
    const before = new Map(served);
    const report = await copyImportedPhotos(t.database.db, store);
    expect(served).toEqual(before);
    expect(failuresOf(report, listing.listingNumber)).toEqual([
      ['<server>/x', 'refused: port not allowed'],
      ['http://10.0.0.1/', 'refused: private address'],
      ['http://169.254.169.254/latest/meta-data', 'refused: link-local address'],
      ['http://[::1]/', 'refused: loopback address'],
      ['http://localhost/p/a.png', 'refused: loopback address'],
      ['http://photos.example.com/p/a.png', 'refused: loopback address'],
    ]);
    expect(await photosOf(listing.id)).toHaveLength(6);
  });

  it('checks where a trusted host redirects, refuses a fourth redirect, and reports none of the answers', async () => {
    redirectTargets.push(
      `http://localhost:${(server.address() as AddressInfo).port}/secret/1`,
      'http://127.0.0.1/secret/2',
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.1/secret/3',
    );
    const listing = await insertListing(t.database.db, {
      legacyId: 'approved:5',
      businessPhotos: [...redirectTargets.map((_, n) => `${host}/to/${n}`), `${host}/hops/four/4`, `${host}/hops/three/3`],
    });
    const report = await copyImportedPhotos(t.database.db, store, { fetchPolicy: trustServer() });
    expect([...served.keys()].filter((path) => path.startsWith('/secret'))).toEqual([]);
    expect(served.get('/hops/four/1')).toBe(1);
    expect(served.has('/hops/four/0')).toBe(false);
    expect(served.get('/hops/three/0')).toBe(1);
    expect(failuresOf(report, listing.listingNumber)).toEqual([
      ['<server>/hops/four/4', 'refused: too many redirects'],
      ['<server>/to/0', 'refused after a redirect: port not allowed'],
      ['<server>/to/1', 'refused after a redirect: loopback address'],
      ['<server>/to/2', 'refused after a redirect: link-local address'],
      ['<server>/to/3', 'refused after a redirect: private address'],
    ]);
    const lines = formatPhotoCopyReport(report)
      .split('\n')
      .filter((line) => line.includes(`listing ${listing.listingNumber}`));
    expect(lines).toHaveLength(5);
    for (const answer of ['secret', 'localhost', '127.0.0.1/', '169.254', '10.0.0.1', '302', 'header of a redirect', 'body of a redirect'])
      expect(lines.join('\n')).not.toContain(answer);
    expect((await photosOf(listing.id)).filter((url) => url.startsWith('/uploads/'))).toHaveLength(1);
  });
});
