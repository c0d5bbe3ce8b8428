// Builds the browser app into WEB_DIR (default dist/web) and its server render into WEB_DIR-ssr, and the
// server into SERVER_DIR (default dist/server), each unless it is newer than every source it is made from.
// --server-only: the server alone (for runs that ask only the API).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from './build-server.mjs';
import { precompress } from './precompress.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(root, process.env.WEB_DIR ?? 'dist/web');
const builtIndex = path.join(outDir, 'index.html');
// The build's own plug-ins (how it splits and budgets the code) count as sources too.
const sources = ['src/web', 'src/shared', 'public', 'vite.config.ts', 'scripts/chunk-plan.ts', 'scripts/bundle-budget.ts', 'package-lock.json'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const serverOnly = process.argv.includes('--server-only');
const builtRender = `${outDir}-ssr/entry-server.js`;
const builtAt = fs.existsSync(builtIndex) && fs.existsSync(builtRender) ? Math.min(fs.statSync(builtIndex).mtimeMs, fs.statSync(builtRender).mtimeMs) : 0;
const changedAt = Math.max(...sources.map(newestMtime));
if (serverOnly) {
  // The pages are not wanted.
} else if (builtAt > changedAt) {
  console.log('The built pages are up to date.');
} else {
  console.log('Building the pages...');
  execSync(`npx vite build --logLevel warn --outDir "${outDir}"`, { cwd: root, stdio: 'inherit' });
  // The server render of the same pages, loaded by the server (src/server/plugins/server-render.ts).
  execSync(`npx vite build --logLevel warn --ssr entry-server.tsx --outDir "${outDir}-ssr"`, { cwd: root, stdio: 'inherit' });
  precompress(path.join(outDir, 'assets'));
}

const serverDir = path.resolve(root, process.env.SERVER_DIR ?? 'dist/server');
const builtServer = path.join(serverDir, 'main.js');
const serverSources = ['src/server', 'src/shared', 'tsconfig.json', 'scripts/build-server.mjs', 'package-lock.json'];
const serverBuiltAt = fs.existsSync(builtServer) ? fs.statSync(builtServer).mtimeMs : 0;
if (serverBuiltAt > Math.max(...serverSources.map(newestMtime))) {
  console.log('The built server is up to date.');
} else {
  console.log('Building the server...');
  await buildServer(serverDir);
}
