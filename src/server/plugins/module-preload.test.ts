// A page's modulepreload files: its screens' chunks and all they import, less what the entry loads; none
// when the build has no manifest or route table.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { loadModulePreload, preloadFiles, type BuildManifest } from './module-preload';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared-e.js'] },
  '_shared-e.js': { file: 'assets/shared-e.js' },
  'features/listings/routes/business-detail-page.tsx': { file: 'assets/business-b.js', imports: ['_shared-1.js', '_shared-e.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_shared-2.js'] },
  '_shared-2.js': { file: 'assets/shared-2.js', imports: ['_shared-1.js'] },
  'app/query-provider.tsx': { file: 'assets/query-provider-q.js', imports: ['_shared-2.js'] },
};

describe('preloadFiles', () => {
  it('names the screens’ chunks and their imports, each once, and none the entry loads', () => {
    expect(preloadFiles(manifest, ['features/listings/routes/business-detail-page.tsx', 'app/query-provider.tsx'])).toEqual([
      'assets/business-b.js',
      'assets/shared-1.js',
      'assets/shared-2.js',
      'assets/query-provider-q.js',
    ]);
  });

  it('names nothing for the home page or a module the build does not know', () => {
    expect(preloadFiles(manifest, [])).toEqual([]);
    expect(preloadFiles(manifest, ['features/gone.tsx'])).toEqual([]);
  });
});

describe('loadModulePreload', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-preload-'));
  const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads the manifest and the route table once, then answers by path', async () => {
    fs.mkdirSync(path.join(dir, 'web', '.vite'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'web-ssr'));
    fs.writeFileSync(path.join(dir, 'web', '.vite', 'manifest.json'), JSON.stringify(manifest));
    fs.writeFileSync(
      path.join(dir, 'web-ssr', 'router.js'),
      `export const firstRenderModulesOf = (pathname) => pathname.startsWith('/business/') ? ['features/listings/routes/business-detail-page.tsx'] : [];`,
    );
    const preload = await loadModulePreload(path.join(dir, 'web'), path.join(dir, 'web-ssr'), log);
    expect(preload('/business/12')).toEqual(['assets/business-b.js', 'assets/shared-1.js', 'assets/shared-2.js']);
    expect(preload('/')).toEqual([]);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('gives no links, and says why, without a manifest', async () => {
    const preload = await loadModulePreload(path.join(dir, 'none'), path.join(dir, 'none-ssr'), log);
    expect(preload('/business/12')).toEqual([]);
    expect(log.warn).toHaveBeenCalledOnce();
  });
});
