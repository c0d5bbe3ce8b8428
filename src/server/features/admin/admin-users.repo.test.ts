// The admin bootstrap: a configured password creates or resets the account; a first start without
// one generates a password once; the stored hash is never the password itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from '../../../test/database';
import type { Database } from '@server/db/client';
import { ensureAdminAccount, findAdminByUsername } from './admin-users.repo';
import { verifyPassword } from './password';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe(`admin account bootstrap (${testEngine})`, () => {
  it('generates a password on a first start without one, and only then', async () => {
    const first = await ensureAdminAccount(database.db, 'staff', undefined);
    expect(first.created).toBe(true);
    expect(first.generatedPassword).toMatch(/^[\w-]{16}$/);
    const row = await findAdminByUsername(database.db, 'staff');
    expect(row?.passwordHash).not.toContain(first.generatedPassword!);
    expect(await verifyPassword(first.generatedPassword!, row!.passwordHash)).toBe(true);

    const again = await ensureAdminAccount(database.db, 'staff', undefined);
    expect(again).toEqual({ created: false });
  });

  it('resets the password when one is configured', async () => {
    const result = await ensureAdminAccount(database.db, 'staff', 'a-new-long-password');
    expect(result.created).toBe(false);
    const row = await findAdminByUsername(database.db, 'staff');
    expect(await verifyPassword('a-new-long-password', row!.passwordHash)).toBe(true);
  });
});
