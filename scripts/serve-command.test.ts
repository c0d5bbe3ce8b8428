// package.json's serve script is how the server ships: npm start runs it after building, the systemd unit
// of docs/deploy.md runs it, and the runners of the built server take it apart (serve-command.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageScripts, serveCommand } from './serve-command.mjs';

const root = path.resolve(import.meta.dirname, '..');

describe('the serve script', () => {
  it('is taken apart into its environment, node options and the server of the build folder asked for', () => {
    const command = serveCommand('/srv/build-7');
    expect(command.main).toBe('/srv/build-7/main.js');
    expect(packageScripts.serve).toBe(
      [...Object.entries(command.env).map(([name, value]) => `${name}=${value}`), 'exec node', ...command.execArgv, 'dist/server/main.js'].join(' '),
    );
    expect(serveCommand().main).toBe(path.join(root, 'dist/server/main.js'));
  });

  it('is what npm start runs once the build is up to date', () => {
    expect(packageScripts.start).toBe(`node scripts/build-if-stale.mjs && ${packageScripts.serve}`);
  });

  it("is what the deployment guide's systemd unit runs", () => {
    const guide = fs.readFileSync(path.join(root, 'docs/deploy.md'), 'utf8');
    const command = serveCommand();
    expect(guide).toContain(`ExecStart=/usr/bin/node ${[...command.execArgv, 'dist/server/main.js'].join(' ')}\n`);
    for (const [name, value] of Object.entries(command.env)) expect(guide).toContain(`Environment=${name}=${value}\n`);
  });
});
