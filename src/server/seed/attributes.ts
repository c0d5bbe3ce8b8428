// The demo listings' attributes: who owns them and what they offer, at rates a directory like this one would
// see, from their own random stream (so the rest of the demo data stays as it was). About a fifth of the
// Black-owned listings are verified by staff, with a note of what they saw, so both levels show.
import { sql } from 'drizzle-orm';
import { sortAttributes, type AttributeKey } from '@shared/reference/attributes';
import type { Tx } from '@server/db/client';
import { daysBefore, type Rng } from './random';
import type { SeedBusiness } from './businesses';

/** The chance of each attribute, by business type where it depends on it ('*': any other type). */
const RATES: [AttributeKey, Record<string, number>][] = [
  ['black_owned', { '*': 0.75 }],
  ['woman_owned', { '*': 0.4, 'Beauty & Personal Care': 0.65 }],
  ['veteran_owned', { '*': 0.06 }],
  ['lgbtq_owned', { '*': 0.05 }],
  ['family_owned', { '*': 0.25, 'Restaurants & Food Services': 0.45 }],
  ['immigrant_owned', { '*': 0.08, 'Restaurants & Food Services': 0.18 }],
  ['wheelchair_accessible', { '*': 0.45 }],
  ['accepts_ebt', { '*': 0, 'Restaurants & Food Services': 0.2 }],
  ['delivery', { '*': 0.05, 'Restaurants & Food Services': 0.45, 'Retail & Boutiques': 0.2 }],
  ['online_ordering', { '*': 0.15, 'Restaurants & Food Services': 0.4, 'Retail & Boutiques': 0.45 }],
  ['appointment_only', { '*': 0.1, 'Beauty & Personal Care': 0.45, 'Health, Wellness & Fitness': 0.3 }],
  ['free_wifi', { '*': 0.15, 'Restaurants & Food Services': 0.35 }],
  ['kid_friendly', { '*': 0.25, 'Restaurants & Food Services': 0.4 }],
  ['speaks_spanish', { '*': 0.12 }],
  ['speaks_french', { '*': 0.05 }],
  ['speaks_haitian_creole', { '*': 0.03 }],
  ['speaks_amharic', { '*': 0.02 }],
  ['speaks_yoruba', { '*': 0.02 }],
  ['speaks_asl', { '*': 0.02 }],
];

/** Gives each business its attributes, in the reference list's order. */
export function assignAttributes(rng: Rng, businesses: SeedBusiness[]): void {
  for (const { row } of businesses) {
    const chosen = RATES.filter(([, rates]) => rng.chance(rates[row.businessType] ?? rates['*'] ?? 0)).map(([key]) => key);
    row.attributes = sortAttributes(chosen);
  }
}

const VERIFIED_SHARE = 0.2;
const NOTES = [
  "Saw the owner's certification from the city's minority business office.",
  'Met the owner at the shop; the business license names her as sole owner.',
  "Checked the state's minority business enterprise registry.",
];

/** Marks some Black-owned listings verified by staff (no staff member named: the demo has none yet). */
export async function verifyDemoAttributes(tx: Tx, rng: Rng, listings: { id: number; attributes?: AttributeKey[] | null }[]): Promise<number> {
  const chosen = listings.filter((l) => l.attributes?.includes('black_owned') && rng.chance(VERIFIED_SHARE));
  const ids = chosen.map((l) => l.id);
  const dates = chosen.map(() => daysBefore(rng.int(5, 200)).toISOString());
  const notes = chosen.map(() => rng.pick(NOTES));
  await tx.execute(sql`
    update listing_attribute_marks set verified_at = checked.at, verified_note = checked.note
    from unnest(${sql.param(ids)}::int[], ${sql.param(dates)}::timestamptz[], ${sql.param(notes)}::text[]) checked(listing_id, at, note)
    where listing_attribute_marks.listing_id = checked.listing_id and listing_attribute_marks.attribute = 'black_owned'`);
  return chosen.length;
}
