// The server the browser tests drive: the real build (pages and compiled server, run by node as
// `npm start` runs it), a fresh data directory with the demo data,
// the embedded database and a known admin password. Removes its data when it stops.
import { spawn, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMailCatcher } from './mail-catcher.mjs';
import { serveCommand } from './serve-command.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT ?? '3100';
// Each port gets its own build, so test runs side by side never overwrite each other's pages.
const webDir = path.join(root, port === '3100' ? 'dist/web' : `dist/web-${port}`);
const serverDir = path.join(root, port === '3100' ? 'dist/server' : `dist/server-${port}`);
execSync('node scripts/build-if-stale.mjs', { cwd: root, stdio: 'inherit', env: { ...process.env, WEB_DIR: webDir, SERVER_DIR: serverDir } });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-e2e-'));
// Messages really go out, over SMTP, to an inbox the tests read (e2e/mail.ts): staff see sign-in links
// only redacted, as they should.
const mail = await startMailCatcher(Number(port) + 50);
const command = serveCommand(serverDir);
const env = {
  ...process.env,
  ...command.env,
  PORT: port,
  WEB_DIR: webDir,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
  LOG_LEVEL: 'warn',
  BACKUP_DIR: path.join(dataDir, 'backups'),
  SMTP_URL: mail.smtpUrl,
  // Each test sends its own visitor address (e2e/fixtures.ts), as a proxy on this machine would.
  TRUST_PROXY: '127.0.0.1',
  // The demo's verified owner has owned their listing for longer than this, so the first start sends them
  // "Is this still right?" (e2e/still-right.e2e.ts follows its link).
  STILL_RIGHT_DAYS: '30',
};
delete env.DATABASE_URL;

const server = spawn(process.execPath, [...command.execArgv, command.main], { cwd: root, env, stdio: 'inherit' });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', async (code) => {
  await mail.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
