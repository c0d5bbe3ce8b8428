// GET /api/listings?open=now reads each business's hours on its own clock: a listing in El Paso keeps
// Mountain time though Texas mostly keeps Central, and a listing whose zone is not stored yet is read in
// its state's zone.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { insertListing } from '../../../test/factories';
import { fillListingTimeZones } from '../listings';

const t = useTestApp();
const ids: Record<string, number> = {};

const EL_PASO = { city: 'El Paso', state: 'TX', zipCode: '79901', latitude: 31.7584, longitude: -106.4783 };
const HOUSTON = { city: 'Houston', state: 'TX', zipCode: '77002', latitude: 29.76, longitude: -95.37 };

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * Hours open from half an hour before now to half an hour after, on the clocks of `zone` (read through Intl,
 * apart from the code under test): 'Wed 09:40-10:40', or overnight ('Tue 23:50-00:50').
 */
function openAroundNow(zone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(
    new Date(),
  );
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  const now = Number(get('hour')) * 60 + Number(get('minute'));
  let day = WEEKDAYS.indexOf(get('weekday'));
  let open = now - 30;
  if (open < 0) {
    open += 24 * 60;
    day = (day + 6) % 7;
  }
  const clock = (minutes: number) => {
    const m = minutes % (24 * 60);
    return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  };
  return `${WEEKDAYS[day]} ${clock(open)}-${clock(open + 60)}`;
}

beforeAll(async () => {
  const db = t.database.db;
  ids.mountainHours = (await insertListing(db, { ...EL_PASO, businessName: 'Sun City Tacos', businessHours: openAroundNow('America/Denver') })).id;
  ids.centralHours = (await insertListing(db, { ...EL_PASO, businessName: 'Franklin Mountain Coffee', businessHours: openAroundNow('America/Chicago') })).id;
  ids.houston = (await insertListing(db, { ...HOUSTON, businessName: 'Bayou Coffee', businessHours: openAroundNow('America/Chicago') })).id;
  // The job the server runs when it starts listening, which tests that inject requests do not.
  await fillListingTimeZones(db);
  // Placed after the job ran: no zone stored yet.
  ids.unfilled = (await insertListing(db, { ...EL_PASO, businessName: 'Segundo Barrio Bakery', businessHours: openAroundNow('America/Chicago') })).id;
});

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ items: { id: number; timeZone: string | null }[] }>();
}

describe(`open now in the business's own time zone (${testEngine})`, () => {
  it('sends each listing with its stored time zone', async () => {
    const zones = Object.fromEntries((await search('state=TX&limit=100')).items.map((item) => [item.id, item.timeZone]));
    expect(zones[ids.mountainHours!]).toBe('America/Denver');
    expect(zones[ids.centralHours!]).toBe('America/Denver');
    expect(zones[ids.houston!]).toBe('America/Chicago');
    expect(zones[ids.unfilled!]).toBeNull();
    const page = await t.app.inject({ method: 'GET', url: `/api/listings/${ids.mountainHours}` });
    expect(page.json<{ timeZone: string }>().timeZone).toBe('America/Denver');
  });

  it('keeps an El Paso listing open by Mountain time and drops one open only by Central time', async () => {
    const found = (await search('open=now&state=TX&limit=100')).items.map((item) => item.id);
    expect(found).toContain(ids.mountainHours);
    expect(found).not.toContain(ids.centralHours);
    expect(found).toContain(ids.houston);
  });

  it("reads a listing without a stored zone in its state's zone", async () => {
    const found = (await search('open=now&state=TX&limit=100')).items.map((item) => item.id);
    expect(found).toContain(ids.unfilled);
  });
});
