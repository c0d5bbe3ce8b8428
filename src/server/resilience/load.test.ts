// The short version of `npm run load`: fifteen seconds of the visitor mix against the real server on
// this pass's engine. No 5xx, no timeouts, every write acknowledged and read back afterwards. The
// latency-spread and memory rules need the ten-minute run (its figures are in the README).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testEngine } from '../../test/database';
import { freePort } from '../../test/server-process';

const projectRoot = path.resolve(import.meta.dirname, '../../..');

interface LoadSummary {
  kinds: { name: string; count: number; status5xx: number; timeouts: number; refused: number }[];
  writes: number;
  missing: number;
  verdict: Record<string, boolean>;
  problems: string[];
}

describe(`npm run load, short (${testEngine})`, () => {
  it('serves the visitor mix without a 5xx or a timeout and keeps every acknowledged write', { timeout: 240_000 }, async () => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.NODE_OPTIONS;
    delete env.DATABASE_URL;
    if (testEngine === 'postgres') env.DATABASE_URL = process.env.TEST_DATABASE_URL;
    const port = String(await freePort());
    const run = spawnSync(
      path.join(projectRoot, 'node_modules/.bin/tsx'),
      ['scripts/load.ts', '--seconds', '15', '--connections', '6', '--api-only', '--json', '--port', port],
      {
        cwd: projectRoot,
        env,
        encoding: 'utf8',
        timeout: 200_000,
      },
    );
    const line = run.stdout.trim().split('\n').pop() ?? '';
    expect(line.startsWith('{'), `no summary:\n${run.stdout}\n${run.stderr}`).toBe(true);
    const summary = JSON.parse(line) as LoadSummary;

    const kinds = summary.kinds.map((k) => k.name);
    expect(kinds.filter((k) => !k.startsWith('search: ')).sort()).toEqual([
      'article page',
      'business page',
      'event',
      'listing request',
      'review post',
      'review read',
    ]);
    expect(kinds.filter((k) => k.startsWith('search: '))).toHaveLength(7);
    expect(summary.problems).toEqual([]);
    expect(summary.verdict).toMatchObject({
      'zero 5xx': true,
      'zero timeouts': true,
      'every write acknowledged': true,
      'every acknowledged write read back': true,
    });
    expect(summary.writes).toBeGreaterThan(10);
    expect(summary.missing).toBe(0);
  });
});
