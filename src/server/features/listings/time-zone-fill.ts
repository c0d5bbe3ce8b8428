// Fills the listings' time zones: every listing without one (new, moved, or stored before zones were kept)
// gets the zone of its place, in batches. Runs when the server starts listening, after the demo data, and
// then on the housekeeping timer; write paths that know the place may set the zone themselves.
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '@server/db/client';
import { scheduleJob } from '@server/plugins/housekeeping';
import { placeTimeZone } from './time-zone';
import { listingsWithoutTimeZone, storeTimeZones, type FoundTimeZone } from './time-zones.repo';

const BATCH = 500;
const TEN_MINUTES = 10 * 60_000;

/** Stores the zone of every listing that has none and whose place says one; answers how many it stored. */
export async function fillListingTimeZones(db: DbOrTx, batch = BATCH): Promise<number> {
  let afterId = 0;
  let stored = 0;
  for (;;) {
    const rows = await listingsWithoutTimeZone(db, afterId, batch);
    if (!rows.length) return stored;
    afterId = rows[rows.length - 1]!.id;
    const found: FoundTimeZone[] = [];
    for (const row of rows) {
      const timeZone = placeTimeZone(row);
      if (timeZone) found.push({ ...row, timeZone });
    }
    stored += await storeTimeZones(db, found);
  }
}

/** The job: once the server listens, then every ten minutes. */
export function scheduleTimeZoneFill(app: FastifyInstance, db: DbOrTx): void {
  scheduleJob(app, 'listing time zones', TEN_MINUTES, () => fillListingTimeZones(db), 'listening');
}
