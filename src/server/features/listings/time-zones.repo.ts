// SQL of the listings' stored time zones: the listings still without one, and their zones written back.
import { and, asc, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { listings } from '@server/db/schema';

/** Up to `limit` listings without a time zone, after `afterId` in id order (through the partial index of them). */
export function listingsWithoutTimeZone(db: DbOrTx, afterId: number, limit: number) {
  return db
    .select({ id: listings.id, latitude: listings.latitude, longitude: listings.longitude, state: listings.state })
    .from(listings)
    .where(and(isNull(listings.timeZone), gt(listings.id, afterId)))
    .orderBy(asc(listings.id))
    .limit(limit);
}

export interface FoundTimeZone {
  id: number;
  latitude: number | null;
  longitude: number | null;
  state: string | null;
  timeZone: string;
}

/**
 * Stores the zones found, each only where the listing still has no zone and is still at the place it was
 * found for (a change made meanwhile empties the zone again, for the next run). Answers how many it stored.
 */
export async function storeTimeZones(db: DbOrTx, found: readonly FoundTimeZone[]): Promise<number> {
  if (!found.length) return 0;
  const result = await db.execute(sql`
    update listings set time_zone = found."timeZone"
    from jsonb_to_recordset(${JSON.stringify(found)}::jsonb)
      as found(id int, latitude double precision, longitude double precision, state text, "timeZone" text)
    where listings.id = found.id
      and listings.time_zone is null
      and listings.latitude is not distinct from found.latitude
      and listings.longitude is not distinct from found.longitude
      and listings.state is not distinct from found.state`);
  return result.rowCount ?? 0;
}
