// The mailer: stores without a mail server, sends through SMTP when set, and records and retries failures.
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from '../../../test/database';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import { Mailer } from './mailer';

const log = { warn: () => {} };
let database: Database;
let smtp: SMTPServer;
let smtpPort: number;
const received: string[] = [];

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
        callback();
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
});
