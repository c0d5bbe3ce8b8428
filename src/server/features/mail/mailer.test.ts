// The mailer: stores without a mail server, sends through SMTP when set, records and retries failures,
// and wakes by itself once the transaction that queued mail commits (never for one rolled back).
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInAdmin } from '../../../test/admin-factories';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestDatabase, testEngine } from '../../../test/database';
import type { Database } from '@server/db/client';
import { listings, outbox } from '@server/db/schema';
import { fullRequest } from '../submissions/submission-fixtures';
import { Mailer } from './mailer';

const log = { warn: () => {} };
let database: Database;
let smtp: SMTPServer;
let smtpPort: number;
const received: string[] = [];
// A message whose body holds HOLD is accepted only when `release` is called: a send in progress.
const HOLD = 'hold this one';
let release = () => {};

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push(data);
        if (data.includes(HOLD)) release = () => callback();
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database?.close();
});

const message = (to: string) => ({ to, subject: 'Your listing', body: 'Thank you for your submission.' });
const rowOf = async (id: number) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

describe(`mailer (${testEngine})`, () => {
  it('only stores messages when no mail server is set', async () => {
    const mailer = new Mailer(database.db, { from: 'site@example.com' }, log);
    const id = await mailer.queue(database.db, message('a@example.com'));
    await mailer.kick();
    expect(await rowOf(id)).toMatchObject({ status: 'stored', attempts: 0, to: 'a@example.com' });
  });

  it('sends through SMTP and marks the message sent', async () => {
    const mailer = new Mailer(database.db, { from: 'site@example.com', smtpUrl: `smtp://127.0.0.1:${smtpPort}` }, log);
    const id = await mailer.queue(database.db, message('b@example.com'));
    await mailer.kick();
    const row = await rowOf(id);
    expect(row.status).toBe('sent');
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(received.some((m) => m.includes('b@example.com') && m.includes('Thank you for your submission.'))).toBe(true);
    await mailer.stop();
  });

  it('records a failed send and retries it later', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const failing = new Mailer(database.db, { from: 'site@example.com', smtpUrl: `smtp://127.0.0.1:${deadPort}` }, log);
    const id = await failing.queue(database.db, message('c@example.com'));
    await failing.kick();
    const failed = await rowOf(id);
    expect(failed.status).toBe('failed');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toBeTruthy();

    const working = new Mailer(database.db, { from: 'site@example.com', smtpUrl: `smtp://127.0.0.1:${smtpPort}` }, log);
    await working.kick();
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    await working.stop();
  });

  it('wakes once the transaction that queued the mail commits, and not before', async () => {
    const mailer = new Mailer(database.db, { from: 'site@example.com', smtpUrl: `smtp://127.0.0.1:${smtpPort}` }, log);
    const kick = vi.spyOn(mailer, 'kick');
    const ids = await database.db.transaction(async (tx) => {
      const ids = [await mailer.queue(tx, message('d1@example.com')), await mailer.queue(tx, message('d2@example.com'))];
      expect(kick).not.toHaveBeenCalled();
      return ids;
    });
    expect(kick).toHaveBeenCalledTimes(1);
    await vi.waitFor(async () => expect((await Promise.all(ids.map(rowOf))).map((r) => r.status)).toEqual(['sent', 'sent']), { timeout: 5000 });
    expect(received.some((m) => m.includes('d1@example.com'))).toBe(true);
    expect(received.some((m) => m.includes('d2@example.com'))).toBe(true);
    await mailer.stop();
  });

  it('neither wakes for nor sends the mail of a rolled-back transaction', async () => {
    const mailer = new Mailer(database.db, { from: 'site@example.com', smtpUrl: `smtp://127.0.0.1:${smtpPort}` }, log);
    const kick = vi.spyOn(mailer, 'kick');
    await expect(
      database.db.transaction(async (tx) => {
        await mailer.queue(tx, message('rolled-back@example.com'));
        throw new Error('the decision failed');
      }),
    ).rejects.toThrow('the decision failed');
    expect(kick).not.toHaveBeenCalled();
    expect(await database.db.select().from(outbox).where(eq(outbox.to, 'rolled-back@example.com'))).toEqual([]);
    await mailer.kick();
    expect(received.some((m) => m.includes('rolled-back@example.com'))).toBe(false);
    await mailer.stop();
  });

  it('wakes after a savepoint is released with its transaction, not after one rolled back', async () => {
    const mailer = new Mailer(database.db, { from: 'site@example.com', smtpUrl: `smtp://127.0.0.1:${smtpPort}` }, log);
    const kick = vi.spyOn(mailer, 'kick');
    await database.db.transaction(async (tx) => {
      await tx.transaction((sp) => mailer.queue(sp, message('kept@example.com')));
      expect(kick).not.toHaveBeenCalled();
    });
    expect(kick).toHaveBeenCalledTimes(1);
    await database.db.transaction(async (tx) => {
      await expect(
        tx.transaction(async (sp) => {
          await mailer.queue(sp, message('undone@example.com'));
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
    });
    expect(kick).toHaveBeenCalledTimes(1);
    await mailer.stop();
  });

  it('sends mail that commits while a flush is already sending', async () => {
    const mailer = new Mailer(database.db, { from: 'site@example.com', smtpUrl: `smtp://127.0.0.1:${smtpPort}` }, log);
    const held = await mailer.queue(database.db, { ...message('held@example.com'), body: HOLD });
    await vi.waitFor(() => expect(received.some((m) => m.includes('held@example.com'))).toBe(true), { timeout: 5000 });
    // The flush read the outbox before this commit and is still sending the held message.
    const late = await database.db.transaction((tx) => mailer.queue(tx, message('late@example.com')));
    release();
    await vi.waitFor(async () => expect((await rowOf(late)).status).toBe('sent'), { timeout: 5000 });
    expect((await rowOf(held)).status).toBe('sent');
    await mailer.stop();
  });
});

describe(`a stopped mailer (${testEngine})`, () => {
  it('leaves mail committed after it stopped for the next start', async () => {
    const mailer = new Mailer(database.db, { from: 'site@example.com', smtpUrl: `smtp://127.0.0.1:${smtpPort}` }, log);
    await mailer.stop();
    const id = await database.db.transaction((tx) => mailer.queue(tx, message('after-stop@example.com')));
    await mailer.kick();
    expect((await rowOf(id)).status).toBe('pending');
    expect(received.some((m) => m.includes('after-stop@example.com'))).toBe(false);
  });
});

describe(`mail queued through the API (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('goes out right after the request that queued it commits, without waiting for the retry tick', async () => {
    const admin = await signInAdmin(t);
    const to = 'api-mail@example.com';
    const sentTo = () => received.filter((m) => m.includes(to)).length;
    const submitted = await t.app.inject({ method: 'POST', url: '/api/listing-requests', payload: { ...fullRequest(), businessEmail: to } });
    expect(submitted.statusCode).toBe(201);
    await vi.waitFor(() => expect(sentTo()).toBe(1), { timeout: 5000 });
    const [listing] = await t.database.db.select().from(listings).where(eq(listings.listingNumber, submitted.json().listingNumber));
    expect((await admin.post(`/api/admin/listing-requests/${listing!.id}/deny`, { feedback: 'Your hours are missing.' })).statusCode).toBe(200);
    await vi.waitFor(() => expect(sentTo()).toBe(2), { timeout: 5000 });
    expect((await t.database.db.select().from(outbox).where(eq(outbox.to, to))).map((m) => m.status)).toEqual(['sent', 'sent']);
  });
});
