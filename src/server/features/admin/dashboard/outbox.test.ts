// The staff outbox keeps no live secrets: a sign-in link shows without its token (the owner's own link
// still works), and messages older than 30 days are deleted.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '@server/db/schema';
import { pruneOutbox } from '@server/features/mail';
import { useTestApp } from '../../../../test/app';
import { signedInAdmin } from '../../../../test/admin-factories';
import { testEngine } from '../../../../test/database';
import { latestSignInToken, signInOwner } from '../../../../test/owner-factories';

const t = useTestApp();
const admin = signedInAdmin(t);
const DAY = 24 * 60 * 60 * 1000;

describe(`the staff outbox (${testEngine})`, () => {
  it('shows sign-in links without their token, while the owner signs in with the link as sent', async () => {
    const email = 'redacted-owner@example.com';
    // Asks for the link, reads it from the stored message (the database, as the mail server would get it) and follows it.
    const owner = await signInOwner(t, email);
    expect((await owner.get('/api/account')).statusCode).toBe(200);
    const token = await latestSignInToken(t, email);
    const [stored] = await t.database.db.select().from(outbox).where(eq(outbox.to, email));
    expect(stored!.body).toContain(`/account/sign-in?token=${encodeURIComponent(token)}`);

    const answer = await admin.get('/api/admin/outbox?limit=100');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain(token);
    expect(answer.body).not.toContain(encodeURIComponent(token));
    const shown = answer.json().items.find((m: { to: string }) => m.to === email);
    expect(shown.body).toContain('/account/sign-in?token=[redacted]');
    expect(shown.body.replace(/token=\[redacted\]/, '')).toBe(stored!.body.replace(`token=${encodeURIComponent(token)}`, ''));
  });

  it('deletes messages older than 30 days and keeps younger ones', async () => {
    const now = new Date();
    const rows = await t.database.db
      .insert(outbox)
      .values([
        { to: 'old@example.com', subject: 'Old', body: 'From last season.', status: 'stored', createdAt: new Date(now.getTime() - 31 * DAY) },
        { to: 'recent@example.com', subject: 'Recent', body: 'From this month.', status: 'stored', createdAt: new Date(now.getTime() - 29 * DAY) },
      ])
      .returning({ id: outbox.id, to: outbox.to });

    expect(await pruneOutbox(t.database.db, now)).toBe(1);
    const left = await t.database.db
      .select({ to: outbox.to })
      .from(outbox)
      .where(
        inArray(
          outbox.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left).toEqual([{ to: 'recent@example.com' }]);
    const shown = (await admin.get('/api/admin/outbox?limit=100')).json().items.map((m: { to: string }) => m.to);
    expect(shown).toContain('recent@example.com');
    expect(shown).not.toContain('old@example.com');

    // A day later by the clock, the other one goes too.
    expect(await pruneOutbox(t.database.db, new Date(now.getTime() + 2 * DAY))).toBe(1);
  });
});
