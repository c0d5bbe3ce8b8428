// Prepared statements: parsed once per connection, planned for each call's values, and bounded in number.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from '../../test/database';
import type { Database } from './client';
import { queryPrepared } from './prepared';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** What one connection of the pool holds: its prepared statements and its plan cache mode. */
async function connectionState() {
  const client = await database.pool.connect();
  try {
    const statements = await client.query<{ name: string }>('select name from pg_prepared_statements');
    const mode = await client.query<{ plan_cache_mode: string }>('show plan_cache_mode');
    return { names: statements.rows.map((r) => r.name), mode: mode.rows[0]?.plan_cache_mode };
  } finally {
    client.release();
  }
}

describe(`prepared statements (${testEngine})`, () => {
  it('answer with each call’s own values and prepare one statement per text', async () => {
    const shape = (n: number) => sql`select ${n}::int + 1 as next, 'same text' as label`;
    const answers = [];
    for (const n of [1, 41, 99]) answers.push(...(await queryPrepared<{ next: number }>(database.pool, shape(n))));
    expect(answers.map((r) => r.next)).toEqual([2, 42, 100]);

    const { names, mode } = await connectionState();
    // Plans are made for each call's values: a generic plan could suit one search term and not another.
    expect(mode).toBe('force_custom_plan');
    if (testEngine === 'pglite') expect(names).toHaveLength(1);
    else expect(names.length).toBeGreaterThanOrEqual(1);
  });

  it('report a failing statement and keep working', async () => {
    await expect(queryPrepared(database.pool, sql`select 1 / ${0}::int as boom`)).rejects.toThrow(/division by zero/);
    const [row] = await queryPrepared<{ ok: number }>(database.pool, sql`select ${7}::int as ok`);
    expect(row?.ok).toBe(7);
  });

  it('keep at most 32 statements on a connection, deallocating the least recently used', async () => {
    for (let i = 0; i < 40; i++) {
      const [row] = await queryPrepared<{ n: number }>(database.pool, sql.raw(`select ${i} as n, 'shape ${i}' as label`));
      expect(row?.n).toBe(i);
    }
    // The evicted texts still run: they are prepared again.
    const [again] = await queryPrepared<{ n: number }>(database.pool, sql.raw(`select 0 as n, 'shape 0' as label`));
    expect(again?.n).toBe(0);
    const { names } = await connectionState();
    expect(names.length).toBeLessThanOrEqual(32);
    expect(names.length).toBeGreaterThan(0);
  });
});
