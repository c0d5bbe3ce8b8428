// The backup file keeps the private files (claims' documents) beside the photos, and a restore puts them
// back where only the server's user can read them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalPhotoStore } from '@server/features/uploads';
import { readBackup, writeBackup } from './archive';
import { restore } from './backup.service';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-archive-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('backups of the private files', () => {
  it('carries them through a backup and a restore, private again', async () => {
    const site = path.join(root, 'site');
    const store = new LocalPhotoStore(path.join(site, 'uploads'));
    await store.save([{ name: 'photo.webp', data: Buffer.from('photo'), contentType: 'image/webp' }]);
    await store.privateArea('claim-evidence').save([{ name: '12/doc.webp', data: Buffer.from('licence'), contentType: 'image/webp' }]);

    const file = path.join(root, 'backup.tar.gz');
    const manifest = await writeBackup(file, { engine: 'postgres', photos: store });
    expect(manifest).toMatchObject({ photos: 1, privateFiles: 1 });
    const contents = await readBackup(file);
    expect(contents.privateFiles).toEqual([['claim-evidence', '12/doc.webp', Buffer.from('licence')]]);

    const restored = path.join(root, 'restored');
    await restore(file, restored);
    const document = path.join(restored, 'private', 'claim-evidence', '12', 'doc.webp');
    expect(fs.readFileSync(document, 'utf8')).toBe('licence');
    expect(fs.statSync(document).mode & 0o077).toBe(0);
    expect(fs.readFileSync(path.join(restored, 'uploads', 'photo.webp'), 'utf8')).toBe('photo');
    // Nothing private lands where /uploads/ serves files.
    expect(fs.existsSync(path.join(restored, 'uploads', 'claim-evidence'))).toBe(false);
  });
});
