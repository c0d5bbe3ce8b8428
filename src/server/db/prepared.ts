// Statements run as named prepared statements of their connection: Postgres parses and analyses a
// statement's text once per connection instead of on every call (a directory search's text is long).
// Each call is still planned for its own values (`plan_cache_mode = force_custom_plan`, set when a
// connection opens): a plan that suits one search term can be far off for another.
//
// The name is a hash of the text, so each shape of statement gets one. A connection keeps the
// MAX_STATEMENTS most recently used and deallocates the others, so rarely used shapes cost no memory.
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';

const MAX_STATEMENTS = 32;
const dialect = new PgDialect({ casing: 'snake_case' });
/** The statements each open connection holds, least recently used first. */
const heldBy = new WeakMap<pg.ClientBase, Set<string>>();

/** Run on every new connection of a pool whose statements go through `queryPrepared`. */
export async function preparePlanning(client: pg.ClientBase): Promise<void> {
  await client.query('SET plan_cache_mode = force_custom_plan');
}

export async function queryPrepared<Row extends pg.QueryResultRow>(pool: pg.Pool, query: SQL): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  const client = await pool.connect();
  try {
    let held = heldBy.get(client);
    if (!held) heldBy.set(client, (held = new Set()));
    if (!held.delete(name) && held.size >= MAX_STATEMENTS) await deallocateOldest(client, held);
    // Counted before it runs: a statement that parses but fails to run stays on the connection too.
    held.add(name);
    try {
      return (await client.query<Row>({ name, text, values: params })).rows;
    } catch (error) {
      if (parsedStatements(client)[name] === undefined) held.delete(name);
      throw error;
    }
  } finally {
    // Released without the error: a statement's error leaves the session usable, and PGlite's one
    // session must not be dropped and reopened under the app's feet.
    client.release();
  }
}

async function deallocateOldest(client: pg.ClientBase, held: Set<string>) {
  const [oldest] = held;
  if (!oldest) return;
  held.delete(oldest);
  await client.query(`DEALLOCATE ${oldest}`);
  delete parsedStatements(client)[oldest];
}

/** The names node-postgres knows it has parsed on a connection; it has no call to forget one. */
function parsedStatements(client: pg.ClientBase): Record<string, string> {
  return (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements;
}
