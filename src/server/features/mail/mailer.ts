// Sends queued e-mail through SMTP when SMTP_URL is set, retrying failures; otherwise messages stay
// in the outbox as 'stored'. A failed send is recorded and never undoes the decision it reports.
// Queueing wakes the mailer once the queueing transaction commits, so no caller has to.
import type { Transporter } from 'nodemailer';
import type { Config } from '@server/config';
import { afterCommit } from '@server/db/after-commit';
import type { Db, DbOrTx } from '@server/db/client';
import { dueMessages, markFailed, markSent, queueEmail, type EmailMessage } from './outbox.repo';

const RETRY_EVERY_MS = 30_000;

export class Mailer {
  /** nodemailer's transport, made at the first send: without SMTP_URL nodemailer is never loaded. */
  private transport?: Transporter;
  private timer?: NodeJS.Timeout;
  private flushing?: Promise<void>;
  /** Set by a kick during a flush: the flush looks again, as mail may have committed since it read the outbox. */
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly config: Config['mail'],
    private readonly log: { warn: (obj: object, msg: string) => void },
  ) {}

  get delivers(): boolean {
    return Boolean(this.config.smtpUrl);
  }

  /** Queues in the given transaction (or at once outside one); the mailer wakes when it commits. */
  async queue(db: DbOrTx, message: EmailMessage) {
    const id = await queueEmail(db, message, { deliver: this.delivers });
    if (this.delivers) afterCommit(db, this.wake);
    return id;
  }

  /** Tries to send what is due now, without waiting for the next tick. */
  kick() {
    if (!this.delivers || this.stopped) return Promise.resolve();
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    this.flushing = this.flush().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  /** One function for every queueing, so a transaction that queues several messages wakes the mailer once. */
  private readonly wake = () => {
    this.kick().catch((error: unknown) => {
      this.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'the outbox could not be read; the next tick retries');
    });
  };

  start() {
    if (!this.delivers) return;
    this.timer = setInterval(this.wake, RETRY_EVERY_MS);
    this.timer.unref();
    this.wake();
  }

  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    // A failed flush was logged by whoever woke it; stopping goes on.
    await this.flushing?.catch(() => {});
    this.transport?.close();
  }

  private async flush() {
    this.transport ??= (await import('nodemailer')).default.createTransport(this.config.smtpUrl!);
    const transport = this.transport;
    // A message that failed in this flush waits for the next tick, however often the mailer is woken.
    const tried = new Set<number>();
    do {
      this.again = false;
      for (const message of await dueMessages(this.db)) {
        if (tried.has(message.id)) continue;
        tried.add(message.id);
        try {
          await transport.sendMail({ from: this.config.from, to: message.to, subject: message.subject, text: message.body });
          await markSent(this.db, message.id);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          this.log.warn({ outboxId: message.id, reason }, 'e-mail could not be sent; it will be retried');
          await markFailed(this.db, message.id, reason);
        }
      }
    } while (this.again);
  }
}
