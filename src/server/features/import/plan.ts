// What an import does with each mapped row, decided without the database: insert, update, leave
// unchanged or skip (with the reason). Listings match by listing number, the other tables by old id.
import type { ListingStatus } from '@server/db/schema';
import type { ImportedListing } from './map-listing';

export type Action<T> =
  | { kind: 'insert'; row: number; value: T }
  | { kind: 'update'; row: number; value: T; id: number }
  | { kind: 'unchanged'; row: number }
  /** `refused`: the row is wrong or clashes with other data (the run fails); otherwise it is simply not needed. */
  | { kind: 'skip'; row: number; reason: string; refused: boolean };

export interface Candidate<T> {
  row: number;
  value: T;
}

/** A stored row as the plan compares it: its id and the columns an import writes. */
export interface ExistingRow {
  id: number;
  values: Record<string, unknown>;
}

/** A value as comparable text: dates as instants, absent as null, object keys sorted (jsonb reorders them). */
function canonical(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const sameValue = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** True when every column the candidate gives equals the stored one (columns it leaves out keep theirs). */
export function sameRow(candidate: Record<string, unknown>, stored: Record<string, unknown>): boolean {
  return Object.entries(candidate).every(([key, value]) => value === undefined || sameValue(value, stored[key]));
}

/** The candidate, with what it leaves out (no created_at, say) taken from the stored row, for an update. */
function completedFrom<T extends object>(value: T, stored: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key, v] of Object.entries(out)) if (v === undefined && key in stored) out[key] = stored[key];
  return out as T;
}

/** Rows of the tables matched by old id: reviews, edit requests, articles, requests, suggestions, owner links. */
export function planByLegacyId<T extends { legacyId: string }>(
  candidates: Candidate<T>[],
  existing: ReadonlyMap<string, ExistingRow>,
  unit: string,
): Action<T>[] {
  const seen = new Map<string, number>();
  return candidates.map(({ row, value }): Action<T> => {
    const earlier = seen.get(value.legacyId);
    if (earlier !== undefined) return { kind: 'skip', row, reason: `the same id as ${unit} ${earlier}`, refused: true };
    seen.set(value.legacyId, row);
    const stored = existing.get(value.legacyId);
    if (!stored) return { kind: 'insert', row, value };
    if (sameRow(value as Record<string, unknown>, stored.values)) return { kind: 'unchanged', row };
    return { kind: 'update', row, id: stored.id, value: completedFrom(value, stored.values) };
  });
}

export interface ExistingListing extends ExistingRow {
  listingNumber: string;
  legacyId: string | null;
  status: ListingStatus;
}

/** Where a listing number found in two tables ends up: an approval beats a decline beats a pending request. */
const RANK: Record<ListingStatus, number> = { pending: 1, declined: 2, approved: 3 };
const GEO_FIELDS = ['formattedAddress', 'city', 'state', 'zipCode'] as const;
const ADDRESS_FIELDS = ['address', 'city', 'state', 'zipCode'] as const;

/**
 * A row without coordinates whose address has not changed keeps the position a geocoder gave it on an
 * earlier run, so a second run changes nothing.
 */
function withStoredPosition(value: ImportedListing, stored: Record<string, unknown>): ImportedListing {
  if (value.latitude != null || stored.latitude == null) return value;
  if (!ADDRESS_FIELDS.every((f) => value[f] == null || sameValue(value[f], stored[f]))) return value;
  const out: ImportedListing = { ...value, latitude: stored.latitude as number, longitude: stored.longitude as number };
  for (const f of GEO_FIELDS) if (out[f] == null) out[f] = stored[f] as string | null;
  return out;
}

/**
 * Listings: matched by listing number, or by old id when the row has none. `byNumber` and `byLegacyId`
 * hold the stored listings with those numbers and old ids.
 */
export function planListings(
  candidates: Candidate<ImportedListing>[],
  byNumber: ReadonlyMap<string, ExistingListing>,
  byLegacyId: ReadonlyMap<string, ExistingListing>,
  unit: string,
): Action<ImportedListing>[] {
  const seenNumbers = new Map<string, number>();
  const seenIds = new Map<string, number>();
  return candidates.map(({ row, value }): Action<ImportedListing> => {
    const earlierId = seenIds.get(value.legacyId);
    if (earlierId !== undefined) return { kind: 'skip', row, reason: `the same id as ${unit} ${earlierId}`, refused: true };
    seenIds.set(value.legacyId, row);
    if (value.listingNumber) {
      const earlier = seenNumbers.get(value.listingNumber);
      if (earlier !== undefined) return { kind: 'skip', row, reason: `listing number ${value.listingNumber} is also on ${unit} ${earlier}`, refused: true };
      seenNumbers.set(value.listingNumber, row);
    }
    const stored = value.listingNumber ? byNumber.get(value.listingNumber) : byLegacyId.get(value.legacyId);
    const sameId = byLegacyId.get(value.legacyId);
    if (!stored) {
      if (sameId) {
        return { kind: 'skip', row, reason: `this row was imported before with listing number ${sameId.listingNumber}`, refused: true };
      }
      return { kind: 'insert', row, value };
    }
    const number = stored.listingNumber;
    if (stored.legacyId === null) {
      return { kind: 'skip', row, reason: `listing number ${number} belongs to a listing made on this site`, refused: true };
    }
    if (RANK[stored.status] > RANK[value.status!]) {
      return { kind: 'skip', row, reason: `listing number ${number} is also in the ${stored.status} table, which it stays in`, refused: false };
    }
    if (RANK[stored.status] === RANK[value.status!] && stored.legacyId !== value.legacyId) {
      return { kind: 'skip', row, reason: `listing number ${number} also belongs to old row ${stored.legacyId}`, refused: true };
    }
    if (sameId && sameId.id !== stored.id) {
      return { kind: 'skip', row, reason: `this row was imported before with listing number ${sameId.listingNumber}`, refused: true };
    }
    const candidate = withStoredPosition({ ...value, listingNumber: number }, stored.values);
    if (sameRow(candidate, stored.values)) return { kind: 'unchanged', row };
    return { kind: 'update', row, id: stored.id, value: completedFrom(candidate, stored.values) };
  });
}
