// Browser tests: whole journeys in Debian's Chromium against the real server (built pages, fresh demo data).
// E2E_BASE_URL: test an already running server; E2E_NO_SERVER=1: do not start one; E2E_PORT: the port
// scripts/e2e-server.mjs listens on (3100); CHROME_PATH: the Chromium to drive (/usr/bin/chromium);
// E2E_OUTPUT_DIR: where failure traces and screenshots go (test-results).
import { defineConfig } from '@playwright/test';

const port = process.env.E2E_PORT ?? '3100';
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
const startServer = !process.env.E2E_NO_SERVER;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  // Separate folders let runs side by side (E2E_PORT) keep their own traces.
  // One folder per port: runs side by side would otherwise delete each other's traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? `test-results/${port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    locale: 'en-US',
    timezoneId: 'America/New_York',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: startServer
    ? {
        command: 'node scripts/e2e-server.mjs',
        url: `http://localhost:${port}/api/health`,
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'pipe',
        stderr: 'pipe',
      }
    : undefined,
});
