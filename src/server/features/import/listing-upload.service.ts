// A staff upload of listings (a spreadsheet in our export's columns, which are the old table's): read and
// checked row by row, compared with the stored listings for possible repeats, previewed, then imported
// with the staff's choice for each repeat (skip, merge into the stored listing, or add anyway).
import { isSiteUpload } from '@shared/photo-links';
import type { Db } from '@server/db/client';
import { badRequest } from '@server/http-error';
import {
  LISTING_UPLOAD_MAX_PROBLEMS,
  LISTING_UPLOAD_SAMPLE_ROWS,
  type DuplicateChoice,
  type ListingUploadPreview,
  type ListingUploadResult,
  type UploadDuplicate,
  type UploadListing,
  type UploadProblem,
  type listingUploadSchema,
} from '@shared/schemas/listing-upload';
import type { z } from 'zod';
import type { Geocoder } from '../geocoding';
import { findStoredMatches, type StoredListing } from './stored-matches.repo';
import { insertListings, mergeIntoListing, storedListings } from './listing-upload.repo';
import { numberListings } from './listing-numbers';
import { mapListing, type ImportedListing } from './map-listing';
import { duplicateReasons, matchKeys, sameAddress, type MatchKeys } from './match-keys';
import { applyPlace, findPlace } from './place-listing';
import { ExportFileError, readExport } from './read-export';
import type { ListingTable } from './tables';

export type ListingUpload = z.output<typeof listingUploadSchema>;

/** Placing listings stops after this long (a remote geocoder answers about once a second); the rest stay unplaced. */
const GEOCODE_BUDGET_MS = 20_000;

/** Stored listings compared per key: a number or a house number many share says little, and must not cost rows x listings. */
const CANDIDATES_PER_KEY = 50;

const ELSEWHERE_PHOTOS =
  'its photos are on another site: their links are kept, and pages show them once your technical person copies them here (npm run import -- --copy-photos)';

const STATUS_WORDS = new Map<string, ListingTable>([
  ['approved', 'approved'],
  ['pending', 'pending'],
  ['denied', 'declined'],
  ['declined', 'declined'],
]);

interface UploadRow {
  line: number;
  listing: ImportedListing;
  /** Read once: the look-up, the comparison with stored listings and with earlier rows all use them. */
  keys: MatchKeys;
  match?: { stored: StoredListing; reasons: string[] };
}

interface Analysis {
  rowCount: number;
  unknownColumns: string[];
  rows: UploadRow[];
  problems: UploadProblem[];
}

/** The file's rows as listings, the rows refused and why, and each row's likeliest stored match. */
async function analyse(db: Db, upload: ListingUpload): Promise<Analysis> {
  let content;
  try {
    content = readExport(upload.fileName, new TextEncoder().encode(upload.text), 'approved');
  } catch (error) {
    if (!(error instanceof ExportFileError)) throw error;
    const where = error.line ? `Line ${error.line}: ` : '';
    throw badRequest(`${upload.fileName} cannot be read. ${where}${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}.`);
  }
  const problems: UploadProblem[] = [];
  const rows: UploadRow[] = [];
  const lineOfNumber = new Map<string, number>();
  for (const { row: line, values } of content.rows) {
    const status =
      STATUS_WORDS.get(
        String(values['Approved Status'] ?? '')
          .trim()
          .toLowerCase(),
      ) ?? upload.defaultStatus;
    const result = mapListing(status, values, { keyed: false });
    if (!result.ok) {
      // Every reason, each its own problem: staff fix the whole row at once.
      for (const message of result.reasons ?? [result.reason]) problems.push({ line, message, refused: true });
      continue;
    }
    const number = result.value.listingNumber;
    const earlier = number ? lineOfNumber.get(number) : undefined;
    if (earlier !== undefined) {
      problems.push({ line, message: `listing number ${number} is also on line ${earlier}`, refused: true });
      continue;
    }
    if (number) lineOfNumber.set(number, line);
    for (const note of result.notes) problems.push({ line, message: note, refused: false });
    if (result.value.businessPhotos.some((url) => !isSiteUpload(url))) problems.push({ line, message: ELSEWHERE_PHOTOS, refused: false });
    rows.push({ line, listing: result.value, keys: matchKeys(result.value) });
  }
  await matchStored(db, rows);
  problems.push(...repeatsWithinFile(rows));
  return { rowCount: content.rows.length, unknownColumns: content.unknownColumns, rows, problems };
}

/** Gives each row its likeliest stored listing: the one with its listing number, else the one with most reasons. */
async function matchStored(db: Db, rows: UploadRow[]) {
  const distinct = (of: (row: UploadRow) => string | null) => [...new Set(rows.map(of).filter((k): k is string => Boolean(k)))];
  const stored = await findStoredMatches(db, {
    numbers: distinct((r) => r.listing.listingNumber || null),
    phone: distinct((r) => r.keys.phone),
    host: distinct((r) => r.keys.host),
    house: distinct((r) => r.keys.house),
  });
  const index = new Map<string, StoredListing[]>();
  const file = (key: string, listing: StoredListing) => {
    const listed = index.get(key);
    if (listed) listed.push(listing);
    else index.set(key, [listing]);
  };
  /** A listing's keys as index entries, 'phone:4045550199'; the kinds it lacks are left out. */
  const entries = (keys: MatchKeys) => Object.entries(keys).flatMap(([kind, key]) => (key ? [`${kind}:${key}`] : []));
  for (const listing of stored) {
    file(`number:${listing.listingNumber}`, listing);
    for (const key of entries(matchKeys(listing))) file(key, listing);
  }
  for (const row of rows) {
    const { listing } = row;
    const sameNumber = listing.listingNumber ? index.get(`number:${listing.listingNumber}`)?.[0] : undefined;
    if (sameNumber) {
      row.match = { stored: sameNumber, reasons: ['same listing number', ...duplicateReasons(listing, sameNumber)] };
      continue;
    }
    const candidates = new Set(entries(row.keys).flatMap((key) => index.get(key)?.slice(0, CANDIDATES_PER_KEY) ?? []));
    for (const candidate of candidates) {
      const reasons = duplicateReasons(listing, candidate);
      if (reasons.length > (row.match?.reasons.length ?? 0)) row.match = { stored: candidate, reasons };
    }
  }
}

/**
 * Rows that repeat an earlier row of the same file (same phone or website host), and rows that look like
 * the same stored listing as an earlier row: kept, with a note, so staff decide knowingly.
 */
function repeatsWithinFile(rows: readonly UploadRow[]): UploadProblem[] {
  const notes: UploadProblem[] = [];
  const firstLine = new Map<string, number>();
  for (const {
    line,
    keys: { phone, host },
    match,
  } of rows) {
    const keys: [key: string | null, note: (earlier: number) => string][] = [
      [phone && `phone:${phone}`, (earlier) => `same phone as line ${earlier}`],
      [host && `host:${host}`, (earlier) => `same website host as line ${earlier}`],
      [
        match ? `match:${match.stored.id}` : null,
        (earlier) => `looks like ${match?.stored.listingNumber}, as line ${earlier} does: if both are merged, this row's cells win`,
      ],
    ];
    for (const [key, note] of keys) {
      if (!key) continue;
      const earlier = firstLine.get(key);
      if (earlier === undefined) firstLine.set(key, line);
      else notes.push({ line, message: note(earlier), refused: false });
    }
  }
  return notes;
}

/** Rows refused: a row refused for several reasons is one row. */
const refusedRows = (problems: readonly UploadProblem[]) => new Set(problems.filter((p) => p.refused).map((p) => p.line)).size;

const shown = (l: ImportedListing | StoredListing): UploadListing => ({
  listingNumber: l.listingNumber || null,
  businessName: l.businessName,
  businessType: l.businessType,
  address: l.address,
  city: l.city,
  state: l.state,
  zipCode: l.zipCode,
  phoneNumber: l.phoneNumber,
  website: l.website,
  status: l.status!,
});

export async function previewListingUpload(db: Db, upload: ListingUpload): Promise<ListingUploadPreview> {
  const { rowCount, unknownColumns, rows, problems } = await analyse(db, upload);
  const duplicates: UploadDuplicate[] = rows.flatMap(({ line, listing, match }) =>
    match
      ? [
          {
            line,
            row: shown(listing),
            match: { ...shown(match.stored), id: match.stored.id, listingNumber: match.stored.listingNumber },
            reasons: match.reasons,
          },
        ]
      : [],
  );
  return {
    fileName: upload.fileName,
    rowCount,
    unknownColumns,
    sample: rows.slice(0, LISTING_UPLOAD_SAMPLE_ROWS).map(({ line, listing }) => ({ line, ...shown(listing) })),
    // Refused rows first: a note repeated on many kept rows must not push them out of the list.
    problems: [...problems].sort((a, b) => Number(b.refused) - Number(a.refused) || a.line - b.line).slice(0, LISTING_UPLOAD_MAX_PROBLEMS),
    problemCount: problems.length,
    duplicates,
    newCount: rows.filter((r) => !r.match).length,
    refusedCount: refusedRows(problems),
    unplacedCount: rows.filter((r) => r.listing.latitude == null).length,
  };
}

/** The values a merge writes over the stored listing: those the row gives, never its number, status or dates. */
function mergedValues(listing: ImportedListing): Partial<ImportedListing> {
  const { listingNumber: _n, legacyId: _l, status: _s, createdAt: _c, approvedAt: _a, ...values } = listing;
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
  ) as Partial<ImportedListing>;
}

export async function importListingUpload(db: Db, geocoder: Geocoder, upload: ListingUpload, nextNumber?: () => string): Promise<ListingUploadResult> {
  const { rows, problems } = await analyse(db, upload);
  let changed = 0;
  const choiceOf = (row: UploadRow): DuplicateChoice => {
    if (!row.match) return 'new';
    const chosen = upload.choices[String(row.line)];
    if (!chosen) return 'skip';
    if (chosen.matchId !== row.match.stored.id) {
      changed++;
      return 'skip';
    }
    return chosen.choice;
  };
  const choices = new Map(rows.map((row) => [row, choiceOf(row)]));
  const added = rows.filter((r) => choices.get(r) === 'new').map((r) => r.listing);
  // Added anyway: a row given a stored listing's number takes a new one.
  for (const row of rows) if (row.match && choices.get(row) === 'new' && row.match.reasons.includes('same listing number')) row.listing.listingNumber = '';
  const merges = rows.filter((r) => choices.get(r) === 'merge').map((r) => ({ id: r.match!.stored.id, values: mergedValues(r.listing) }));

  const deadline = Date.now() + GEOCODE_BUDGET_MS;
  const placed = async (target: Parameters<typeof findPlace>[1]) => (Date.now() < deadline ? findPlace(geocoder, target) : null);
  let notPlaced = 0;
  for (const listing of added) {
    if (listing.latitude != null) continue;
    const found = await placed(listing);
    if (found) applyPlace(listing, found);
    else notPlaced++;
  }

  // Merges: photos join the stored ones; a new address is placed again (before the transaction: a slow
  // geocoder must not hold it), and keeps the old position when it gives none.
  let notMoved = 0;
  const stored = await storedListings(
    db,
    merges.map((m) => m.id),
  );
  for (const merge of merges) {
    const current = stored.get(merge.id);
    if (!current) continue;
    if (merge.values.businessPhotos) merge.values.businessPhotos = [...new Set([...current.businessPhotos, ...merge.values.businessPhotos])];
    if (merge.values.latitude != null || sameAddress(current, { ...current, ...merge.values })) continue;
    const next = { ...current, ...merge.values, latitude: null, longitude: null, formattedAddress: merge.values.formattedAddress ?? null };
    const found = await placed(next);
    if (!found) {
      notMoved++;
      continue;
    }
    applyPlace(next, found);
    Object.assign(merge.values, { latitude: next.latitude, longitude: next.longitude, formattedAddress: next.formattedAddress });
  }

  await db.transaction(async (tx) => {
    for (const merge of merges) await mergeIntoListing(tx, merge.id, merge.values);
    await numberListings(tx, added, nextNumber);
    await insertListings(tx, added);
  });
  return {
    imported: added.length,
    merged: merges.length,
    skipped: rows.length - added.length - merges.length,
    refused: refusedRows(problems),
    notPlaced,
    notMoved,
    changed,
  };
}
