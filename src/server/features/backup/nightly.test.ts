// Nightly backups: one a day however often the check runs, the newest BACKUP_KEEP kept; and what
// Site Management shows of them (GET /api/admin/backups).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/admin-factories';
import { backUpIfDue, listBackups } from './nightly';
import { backUp } from './backup.service';
import { readBackup } from './archive';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-nightly-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const t = useTestApp({ BACKUP_DIR: dir, BACKUP_KEEP: '2' });
const admin = signedInAdmin(t);

describe('nightly backups', () => {
  it('makes one backup a day and keeps the newest BACKUP_KEEP', async () => {
    fs.mkdirSync(path.join(t.config.dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(t.config.dataDir, 'uploads', 'abc.webp'), 'photo bytes');
    const run = (at: string) => backUpIfDue(dir, 2, (file) => backUp(file, t.database, t.config.dataDir), new Date(at));

    const first = await run('2026-11-20T03:00:00Z');
    expect(first).toMatch(/backup-20261120T030000Z\.tar\.gz$/);
    const contents = await readBackup(first!);
    expect(contents.manifest.database).toBe(t.database.kind === 'pglite');
    expect(contents.photos).toEqual([['abc.webp', Buffer.from('photo bytes')]]);

    fs.utimesSync(first!, new Date('2026-11-20T03:00:00Z'), new Date('2026-11-20T03:00:00Z'));
    expect(await run('2026-11-20T20:00:00Z')).toBeNull();
    for (const day of ['21', '22']) {
      const file = await run(`2026-11-${day}T03:00:00Z`);
      fs.utimesSync(file!, new Date(`2026-11-${day}T03:00:00Z`), new Date(`2026-11-${day}T03:00:00Z`));
    }
    expect(fs.readdirSync(dir).sort()).toEqual(['backup-20261121T030000Z.tar.gz', 'backup-20261122T030000Z.tar.gz']);
    expect((await listBackups(dir)).last?.file).toBe('backup-20261122T030000Z.tar.gz');
  });

  it('shows staff whether backups are on and when the last one was made', async () => {
    const res = await admin.get('/api/admin/backups');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      enabled: true,
      keep: 2,
      count: 2,
      last: { file: 'backup-20261122T030000Z.tar.gz', createdAt: '2026-11-22T03:00:00.000Z' },
    });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/backups' });
    expect(anonymous.statusCode).toBe(401);
  });
});
