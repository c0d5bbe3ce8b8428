// Work that must wait until a transaction's writes are visible to other connections, such as waking
// the mailer: every transaction of the database collects it and runs it after COMMIT; a rollback drops it.
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from './client';

type Hook = () => void;

const waiting = new WeakMap<object, Set<Hook>>();

/**
 * Runs `hook` once the transaction `db` belongs to has committed, or at once when `db` is not a
 * transaction (its write is committed already). The same hook added twice in one transaction runs once.
 * A hook runs after the caller's work is done, so it handles its own failures and must not throw.
 */
export function afterCommit(db: DbOrTx, hook: Hook) {
  const hooks = waiting.get(db);
  if (hooks) hooks.add(hook);
  // Running it now would act before the commit: a transaction must come from withCommitHooks.
  else if (db instanceof PgTransaction) throw new Error('afterCommit needs a transaction of a database opened with commit hooks');
  else hook();
}

/** Makes every transaction of `db` collect after-commit hooks; a savepoint's hooks join its parent's when it is released. */
export function withCommitHooks(db: Db): Db {
  const begin = db.transaction.bind(db);
  const transaction: Db['transaction'] = async (work, config) => {
    const hooks = new Set<Hook>();
    const result = await begin((tx) => {
      track(tx, hooks);
      return work(tx);
    }, config);
    for (const hook of hooks) hook();
    return result;
  };
  db.transaction = transaction;
  return db;
}

function track(tx: Tx, hooks: Set<Hook>) {
  waiting.set(tx, hooks);
  const savepoint = tx.transaction.bind(tx);
  const nested: Tx['transaction'] = async (work) => {
    const inner = new Set<Hook>();
    const result = await savepoint((child) => {
      track(child as Tx, inner);
      return work(child);
    });
    for (const hook of inner) hooks.add(hook);
    return result;
  };
  tx.transaction = nested;
}
