// Sends queued e-mail through SMTP when SMTP_URL is set, retrying failures; otherwise messages stay
// in the outbox as 'stored'. A failed send is recorded and never undoes the decision it reports.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { dueMessages, markFailed, markSent, queueEmail, type EmailMessage } from './outbox.repo';

const RETRY_EVERY_MS = 30_000;

export class Mailer {
  private readonly transport?: Transporter;
  private timer?: NodeJS.Timeout;
  private flushing?: Promise<void>;

  constructor(
    private readonly db: Db,
    private readonly config: Config['mail'],
    private readonly log: { warn: (obj: object, msg: string) => void },
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  }

  get delivers(): boolean {
    return Boolean(this.transport);
  }

  /** Queues in the given transaction; call `kick()` after it commits. */
  queue(db: DbOrTx, message: EmailMessage) {
    return queueEmail(db, message, { deliver: this.delivers });
  }

  /** Tries to send what is due now, without waiting for the next tick. */
  kick() {
    if (!this.transport) return Promise.resolve();
    this.flushing ??= this.flush().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  start() {
    if (!this.transport) return;
    this.timer = setInterval(() => void this.kick(), RETRY_EVERY_MS);
    this.timer.unref();
    void this.kick();
  }

  async stop() {
    clearInterval(this.timer);
    await this.flushing;
    this.transport?.close();
  }

  private async flush() {
    const transport = this.transport!;
    for (const message of await dueMessages(this.db)) {
      try {
        await transport.sendMail({ from: this.config.from, to: message.to, subject: message.subject, text: message.body });
        await markSent(this.db, message.id);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        this.log.warn({ outboxId: message.id, reason }, 'e-mail could not be sent; it will be retried');
        await markFailed(this.db, message.id, reason);
      }
    }
  }
}
