// `npm test`: type check, lint, unit and API tests, the crash, outage, backup and load tests (embedded
// database, then the PostgreSQL server named by DATABASE_URL when given), and the browser tests in
// Chromium. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { findChromium } from './find-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const only = process.argv.slice(2);
const RESILIENCE = 'src/server/resilience';

const steps = [
  { name: 'typecheck', cmd: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  // The same format check as `npm run lint`: without it here, unformatted files reached main with green runs.
  { name: 'format', cmd: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
  { name: 'unit+api (embedded PGlite)', cmd: bin('vitest'), args: ['run', '--exclude', RESILIENCE], env: { TEST_DATABASE_URL: '' } },
  // Real server processes killed, starved of their database or loaded: one file at a time, so that they
  // neither slow the timing checks of other files nor each other.
  { name: 'resilience (embedded PGlite)', cmd: bin('vitest'), args: ['run', RESILIENCE, '--no-file-parallelism'], env: { TEST_DATABASE_URL: '' } },
];
if (process.env.DATABASE_URL) {
  const env = { TEST_DATABASE_URL: process.env.DATABASE_URL };
  steps.push({ name: 'api (PostgreSQL server)', cmd: bin('vitest'), args: ['run', 'src/server', '--exclude', RESILIENCE], env });
  steps.push({ name: 'resilience (PostgreSQL server)', cmd: bin('vitest'), args: ['run', RESILIENCE, '--no-file-parallelism'], env });
} else {
  console.log('DATABASE_URL is not set: the PostgreSQL pass of the API tests is skipped (CI sets it).');
}
steps.push({
  // The short Lighthouse run: one business page; the scores met today are held (npm run lighthouse for all).
  name: 'lighthouse (short)',
  cmd: process.execPath,
  args: ['scripts/lighthouse.mjs', '--short', '--assert=accessibility,seo,cls'],
  // The browser tests' port, so it serves the same build (they run one after the other).
  env: () => ({ CHROME_PATH: findChromium(), LIGHTHOUSE_PORT: '3100' }),
});
steps.push({
  name: 'browser (Chromium)',
  cmd: bin('playwright'),
  args: ['test'],
  env: () => ({ CHROME_PATH: findChromium() }),
});

const results = [];
for (const step of steps) {
  if (only.length && !only.some((o) => step.name.startsWith(o))) continue;
  const started = Date.now();
  console.log(`\n=== ${step.name}`);
  let extraEnv;
  try {
    extraEnv = typeof step.env === 'function' ? step.env() : step.env;
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  const run = spawnSync(step.cmd, step.args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${run.status === 0 ? 'ok  ' : 'FAIL'} ${step.name} (${seconds}s)`);
  if (run.status !== 0) {
    console.log(`\n${results.join('\n')}`);
    process.exit(run.status ?? 1);
  }
}
console.log(`\n${results.join('\n')}`);
