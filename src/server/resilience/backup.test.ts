// `npm run backup` while the server runs, more changes, `npm run restore` into a new folder: the
// restored site holds exactly the backed-up state (every listing number and review of then, none of
// later, the photos). A restore refuses a folder that already holds a site, and one a server runs on.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/database';
import { photo } from '../../test/uploads';
import { approvedListings, startServer, stopAllServers, type ServerProcess } from '../../test/server-process';
import { from, listingRequestBody, reviewBody } from '../../test/traffic';

const projectRoot = path.resolve(import.meta.dirname, '../../..');
let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-backup-'));
});

afterAll(async () => {
  await stopAllServers();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

/** Runs `npm run <script> -- args` as a person would, on the given DATA_DIR. */
function npmRun(script: 'backup' | 'restore', dataDir: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  const run = spawnSync(path.join(projectRoot, 'node_modules/.bin/tsx'), [`scripts/${script}.ts`, ...args], {
    cwd: projectRoot,
    env,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

async function submit(server: ServerProcess, n: number): Promise<string> {
  const res = await fetch(`${server.base}/api/listing-requests`, { method: 'POST', headers: from(n), body: JSON.stringify(listingRequestBody(n, 'Backup')) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { listingNumber: string }).listingNumber;
}

async function review(server: ServerProcess, businessId: number, n: number) {
  const res = await fetch(`${server.base}/api/listings/${businessId}/reviews`, {
    method: 'POST',
    headers: from(n),
    body: JSON.stringify(reviewBody(n, 'backup')),
  });
  expect(res.status).toBe(201);
}

async function uploadPhoto(server: ServerProcess): Promise<string> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(await photo('jpeg'))], { type: 'image/jpeg' }), 'storefront.jpg');
  const res = await fetch(`${server.base}/api/uploads`, { method: 'POST', body: form, headers: { 'x-forwarded-for': '10.8.0.1' } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { urls: string[] }).urls[0]!;
}

const statusOf = async (server: ServerProcess, listingNumber: string) =>
  (await fetch(`${server.base}/api/listing-status/${listingNumber}`, { headers: from(9_000) })).status;
const reviewTexts = async (server: ServerProcess, businessId: number) =>
  ((await (await fetch(`${server.base}/api/listings/${businessId}/reviews?limit=100`)).json()) as { items: { content: string }[] }).items
    .map((r) => r.content)
    .sort();

describe.runIf(testEngine === 'pglite')('npm run backup and npm run restore (embedded database)', () => {
  it('restores exactly the state backed up while the server ran', { timeout: 300_000 }, async () => {
    const dataDir = path.join(root, 'live');
    const server = await startServer({ dataDir });
    const [businessId] = await approvedListings(server, 1, 'Backed');
    const before = [await submit(server, 1), await submit(server, 2)];
    await review(server, businessId!, 3);
    const photoUrl = await uploadPhoto(server);
    // A demo picture, in its folder as the seed writes it.
    fs.mkdirSync(path.join(dataDir, 'uploads', 'demo'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'demo', 'salon-1.jpg'), await photo('jpeg'));
    const reviewsThen = await reviewTexts(server, businessId!);

    const file = path.join(root, 'backups', 'site.tar.gz');
    const backedUp = npmRun('backup', dataDir, file);
    expect(backedUp.output).toContain('it writes the backup');
    expect(backedUp.output).toMatch(/Backed up the database and 3 photos/);
    expect(backedUp.status).toBe(0);

    // Changes after the backup, which the restored site must not have.
    const after = await submit(server, 4);
    await review(server, businessId!, 5);
    expect(await reviewTexts(server, businessId!)).toHaveLength(reviewsThen.length + 1);

    const refusedLive = npmRun('restore', dataDir, file);
    expect(refusedLive.status).toBe(1);
    expect(refusedLive.output).toMatch(/is running on .*Stop it before restoring/);

    const restoredDir = path.join(root, 'restored');
    const restored = npmRun('restore', restoredDir, file);
    expect(restored.output).toMatch(/Restored the database and 3 photos/);
    expect(restored.status).toBe(0);
    const again = npmRun('restore', restoredDir, file);
    expect(again.status).toBe(1);
    expect(again.output).toContain('already holds a site');

    const copy = await startServer({ dataDir: restoredDir });
    for (const listingNumber of before) expect(await statusOf(copy, listingNumber), listingNumber).toBe(200);
    expect(await statusOf(copy, after)).toBe(404);
    expect(await reviewTexts(copy, businessId!)).toEqual(reviewsThen);
    const served = await fetch(`${copy.base}${photoUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await fetch(`${copy.base}/uploads/demo/salon-1.jpg`)).status).toBe(200);
  });

  it('refuses a file that is not a backup, writing nothing', { timeout: 60_000 }, () => {
    const file = path.join(root, 'not-a-backup.tar.gz');
    fs.writeFileSync(file, 'hello');
    const target = path.join(root, 'untouched');
    const refused = npmRun('restore', target, file);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('is not a backup of this site');
    expect(fs.existsSync(path.join(target, 'pgdata'))).toBe(false);
  });
});
