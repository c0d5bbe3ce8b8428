// A compiled module's stack trace names the TypeScript line that threw, with no --enable-source-maps, as
// the built server's does (scripts/build-server.mjs compiles the same way).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let dir: string;
let compiled: string;
const source = (name: string) => path.join(dir, name);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-stack-'));
  fs.writeFileSync(
    source('fixture.ts'),
    [
      `import { mapStackTracesLazily } from ${JSON.stringify(path.join(import.meta.dirname, 'stack-traces.ts'))};`,
      'mapStackTracesLazily();',
      'type Listing = { name: string };',
      'function failHere(listing: Listing): never {',
      '  throw new Error(`no ${listing.name}`);',
      '}',
      'try {',
      "  failHere({ name: 'Soul Food' });",
      '} catch (error) {',
      '  console.log((error as Error).stack);',
      '}',
    ].join('\n'),
  );
  compiled = source('out/fixture.js');
  await build({
    entryPoints: [source('fixture.ts')],
    outfile: compiled,
    bundle: true,
    platform: 'node',
    format: 'esm',
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'silent',
  });
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const run = (...options: string[]) => execFileSync(process.execPath, [...options, compiled], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });

describe('stack traces of the compiled server', () => {
  it('name the TypeScript file, line and column, read from the map beside the module', () => {
    const stack = run();
    expect(stack.split('\n')[0]).toBe('Error: no Soul Food');
    // The throw is on line 5 of fixture.ts, at column 9; the compiled file has it elsewhere.
    expect(stack).toContain(`at failHere (${source('fixture.ts')}:5:9)`);
    expect(stack).toContain(`${source('fixture.ts')}:8:3`);
    expect(stack).not.toContain('out/fixture.js');
  });

  it('leave the mapping to node when it maps traces itself', () => {
    const stack = run('--enable-source-maps');
    expect(stack).toContain(`${source('fixture.ts')}:5:`);
  });

  it('leave frames without a map as V8 writes them', () => {
    fs.renameSync(`${compiled}.map`, `${compiled}.map.gone`);
    try {
      const stack = run();
      expect(stack).toMatch(/at failHere \(file:\/\/.*out\/fixture\.js:\d+:\d+\)/);
    } finally {
      fs.renameSync(`${compiled}.map.gone`, `${compiled}.map`);
    }
  });
});
