// Builds the application over a fresh test database, for API tests through app.inject.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '@server/app';
import { loadConfig, type Config } from '@server/config';
import type { Database } from '@server/db/client';
import { createTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...env });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, webDir: path.join(dataDir, 'no-web'), logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One app for the surrounding file (or describe block): made before its tests, closed after them. The
 * object returned reads that app, so tests write t.app and t.database as with createTestApp; a hook the
 * test file registers afterwards (seeding rows, signing in) runs once the app exists.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(env);
  });
  afterAll(async () => {
    await current?.close();
  });
  const made = () => {
    if (!current) throw new Error('The test app is made in beforeAll: use it inside hooks and tests.');
    return current;
  };
  return {
    get app() {
      return made().app;
    },
    get database() {
      return made().database;
    },
    get config() {
      return made().config;
    },
    close: () => made().close(),
  };
}
