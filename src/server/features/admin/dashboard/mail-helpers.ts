// Sending a decision's e-mail: queued in the decision's transaction, only to an address that looks usable.
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import type { Mail } from './emails';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Queues the mail when the address is usable; answers whether it was queued. */
export async function queueDecisionMail(app: FastifyInstance, tx: DbOrTx, to: string | null | undefined, mail: Mail): Promise<boolean> {
  const address = to?.trim();
  if (!address || !EMAIL.test(address)) return false;
  await app.mailer.queue(tx, { to: address, ...mail });
  return true;
}
