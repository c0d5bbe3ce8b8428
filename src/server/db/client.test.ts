// The database stays usable after a statement fails, through the pool and through Drizzle alike; one
// answered before it is ready (startDatabase) holds its queries until it is, or fails them with it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase, createTestDatabase, testEngine } from '../../test/database';
import { startDatabase, type Database, type DatabaseOptions } from './client';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe(`database connections (${testEngine})`, () => {
  it('answer the next query after a statement fails', async () => {
    for (let round = 0; round < 3; round++) {
      await expect(database.pool.query('select 1 / 0')).rejects.toThrow('division by zero');
      expect((await database.pool.query<{ n: number }>('select $1::int as n', [round])).rows).toEqual([{ n: round }]);
      await expect(database.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
      expect((await database.db.execute<{ n: number }>(sql`select ${round + 10}::int as n`)).rows).toEqual([{ n: round + 10 }]);
    }
  });

  it.runIf(testEngine === 'pglite')('keeps the embedded database session after a failed statement', async () => {
    // A new connection would start with DISCARD ALL, forgetting the setting.
    await database.pool.query("set application_name = 'kept'");
    await expect(database.pool.query('select 1 / 0')).rejects.toThrow();
    expect((await database.pool.query<{ application_name: string }>('show application_name')).rows[0]!.application_name).toBe('kept');
  });
});

describe(`a database answered before it is ready (${testEngine})`, () => {
  it('holds the queries made meanwhile until it is open and migrated, then answers them in order', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-starting-'));
    const server = testEngine === 'postgres' ? await createServerDatabase(process.env.TEST_DATABASE_URL!) : null;
    const options: DatabaseOptions = server ? { kind: 'postgres', url: server.url } : { kind: 'pglite', dataDir };
    const database = startDatabase(options);
    try {
      let settled = false;
      void database.ready.then(() => (settled = true));
      // Asked at once: a table the migrations make, through Drizzle and through the pool.
      const early = [
        database.db.execute<{ n: number }>(sql`select count(*)::int as n from listings`).then((result) => ({ settled, rows: result.rows })),
        database.pool.query<{ n: number }>('select 2 as n').then((result) => ({ settled, rows: result.rows })),
      ];
      const answers = await Promise.all(early);
      expect(answers).toEqual([
        { settled: true, rows: [{ n: 0 }] },
        { settled: true, rows: [{ n: 2 }] },
      ]);
      expect(database.migrated).toBe(true);
    } finally {
      await database.close();
      await server?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('fails the waiting queries when it cannot open', async () => {
    // The embedded database's data folder is a file; nothing listens on the server's port.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-broken-'));
    fs.writeFileSync(path.join(dataDir, 'pgdata'), 'not a folder');
    const options: DatabaseOptions = testEngine === 'postgres' ? { kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' } : { kind: 'pglite', dataDir };
    const database = startDatabase(options);
    const early = database.pool.query('select 1');
    await expect(database.ready).rejects.toThrow(testEngine === 'postgres' ? 'ECONNREFUSED' : 'Embedded database failed to start');
    await expect(early).rejects.toThrow();
    await database.close();
    // The folder is free again for the next start.
    expect(fs.readdirSync(dataDir)).toEqual(['pgdata']);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});
