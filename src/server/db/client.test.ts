// The database stays usable after a statement fails, through the pool and through Drizzle alike.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from '../../test/database';
import type { Database } from './client';

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
