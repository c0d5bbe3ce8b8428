// SQL for community events: store a submission, read one back, list the approved ones; and the
// secret that signs confirmation tokens, kept in app_meta so every server process shares it.
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { EventData } from '@shared/schemas/event';
import type { DbOrTx } from '@server/db/client';
import { appMeta, events } from '@server/db/schema';

export type EventRow = typeof events.$inferSelect;

export async function insertEvent(db: DbOrTx, input: EventData): Promise<EventRow> {
  const [row] = await db
    .insert(events)
    .values({
      eventName: input.eventName,
      organizationName: input.organizationName,
      eventAddress: input.eventAddress,
      mainTopic: input.mainTopic,
      tagline: input.tagline,
      cause: input.cause,
      offeringPay: input.offeringPay || null,
      entryFee: input.entryFee || null,
      contactFirstName: input.contactFirstName,
      contactLastName: input.contactLastName,
      email: input.email,
      phone: input.phone,
      article: input.article || null,
      eventPhotos: input.eventPhotos,
      organizationLogo: input.organizationLogo || null,
    })
    .returning();
  return row!;
}

export async function findEvent(db: DbOrTx, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row;
}

export async function listApprovedEvents(db: DbOrTx, limit: number, offset: number): Promise<{ rows: EventRow[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(events)
    .where(eq(events.status, 'approved'))
    .orderBy(desc(events.decidedAt), desc(events.createdAt), desc(events.id))
    .limit(limit + 1)
    .offset(offset);
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

const SECRET_KEY = 'event_confirmation_secret';

/** The signing secret, made on first use; concurrent first uses agree on the one that was stored. */
export async function eventTokenSecret(db: DbOrTx): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SECRET_KEY));
  return row!.value;
}
