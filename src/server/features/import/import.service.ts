// `npm run import`: reads the old app's table exports and writes them, one transaction per file, after
// planning every row (insert, update, unchanged, skipped). Listings without a position are geocoded.
import fs from 'node:fs/promises';
import path from 'node:path';
import { isSiteUpload } from '@shared/photo-links';
import type { Db, DbOrTx } from '@server/db/client';
import type { Geocoder, GeocodeResult } from '../geocoding';
import { findByLegacyIds, findListings, listingIdsByLegacyId, writeRows, type ImportTableName } from './import.repo';
import { numberListings } from './listing-numbers';
import { mapListing, type ImportedListing, type RowResult } from './map-listing';
import { applyPlace, findPlace } from './place-listing';
import { mapBlog, mapBlogRequest, mapEditRequest, mapOwnerLink, mapReview, mapSuggestion } from './map-records';
import { planByLegacyId, planListings, type Action, type Candidate } from './plan';
import { ExportFileError, readExport } from './read-export';
import { IMPORT_ORDER, isListingTable, type ExportTable, type NamedTable } from './tables';

export interface ImportFile {
  path: string;
  table: ExportTable;
}

export interface SkippedRow {
  /** 'line 4' of a CSV file, 'row 3' of a JSON one. */
  where: string;
  reason: string;
  /** A refused row fails the run; other skipped rows (a copy left in another table) do not. */
  refused: boolean;
}

export interface FileReport {
  file: string;
  table: ExportTable;
  read: number;
  imported: number;
  updated: number;
  unchanged: number;
  skipped: SkippedRow[];
  warnings: string[];
  /** Why nothing was written from the file. */
  error?: string;
}

export interface ImportReport {
  dryRun: boolean;
  files: FileReport[];
  geocoding: { asked: number; notFound: number };
}

export interface ImportOptions {
  geocoder: Geocoder;
  /** Plan and report, write nothing. */
  dryRun?: boolean;
  /** Called while listings without coordinates are placed. */
  onGeocodeProgress?: (done: number, total: number, file: string) => void;
  /** Numbers for listings that have none (tests pass their own). */
  nextNumber?: () => string;
}

export const importFailed = (report: ImportReport) => report.files.some((f) => f.error !== undefined || f.skipped.some((s) => s.refused));

/** Imports the files in dependency order (listings before what points at them). */
export async function importExports(db: Db, files: readonly ImportFile[], options: ImportOptions): Promise<ImportReport> {
  const run = new ImportRun(db, options);
  const ordered = [...files].sort((a, b) => IMPORT_ORDER.indexOf(a.table) - IMPORT_ORDER.indexOf(b.table));
  const reports: FileReport[] = [];
  for (const file of ordered) reports.push(await run.importFile(file));
  return { dryRun: Boolean(options.dryRun), files: reports, geocoding: run.geocoding };
}

type Mapper<T> = (values: Record<string, unknown>) => RowResult<T>;

/** A table matched by old id: how its rows are read and stored. */
interface RecordTable<T> {
  name: Exclude<ImportTableName, 'listings'>;
  map: Mapper<T>;
  /** For rows that point at a listing: its old id, and the refusal when it is unknown. */
  listing?: { legacyId: (value: T) => string; unknown: (value: T) => string };
  stored: (value: T, listingId: number | undefined) => Record<string, unknown> & { legacyId: string };
}

const oldId = (legacyId: string) => legacyId.slice(legacyId.indexOf(':') + 1);

/** Checks a table's parts against each other, then forgets its row type (the run treats all alike). */
const recordTable = <T>(table: RecordTable<T>) => table as unknown as RecordTable<unknown>;

const RECORD_TABLES: Record<NamedTable, RecordTable<unknown>> = {
  reviews: recordTable({
    name: 'reviews',
    map: mapReview,
    listing: { legacyId: (v) => v.listingLegacyId, unknown: (v) => `review of an unknown business (business_id ${oldId(v.listingLegacyId)})` },
    stored: ({ listingLegacyId: _, ...v }, businessId) => ({ ...v, businessId }),
  }),
  business_edit_requests: recordTable({
    name: 'business_edit_requests',
    map: mapEditRequest,
    listing: { legacyId: (v) => v.listingLegacyId, unknown: (v) => `edit request of an unknown business (business_id ${oldId(v.listingLegacyId)})` },
    stored: ({ listingLegacyId: _, ...v }, businessId) => ({ ...v, businessId }),
  }),
  user_businesses: recordTable({
    name: 'user_businesses',
    map: mapOwnerLink,
    listing: { legacyId: (v) => v.listingLegacyId, unknown: (v) => `owner link to an unknown business (business_listing_id ${oldId(v.listingLegacyId)})` },
    // The old app's user ids are kept for the record; no account of this site owns the listing yet.
    stored: ({ listingLegacyId: _, ...v }, listingId) => ({ ...v, listingId }),
  }),
  blogs: recordTable({ name: 'blogs', map: mapBlog, stored: (v) => ({ ...v }) }),
  blog_requests: recordTable({ name: 'blog_requests', map: mapBlogRequest, stored: (v) => ({ ...v }) }),
  business_suggestions: recordTable({ name: 'business_suggestions', map: mapSuggestion, stored: (v) => ({ ...v }) }),
};

class ImportRun {
  readonly geocoding = { asked: 0, notFound: 0 };
  /** Geocoder answers by listing (old id), so the pass before a file's transaction is not repeated in it. */
  private readonly places = new Map<string, GeocodeResult | null>();
  /** In a dry run, the listings that would have been written, so rows pointing at them are not refused. */
  private readonly plannedListings = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly options: ImportOptions,
  ) {}

  async importFile(file: ImportFile): Promise<FileReport> {
    const name = path.basename(file.path);
    const report: FileReport = { file: file.path, table: file.table, read: 0, imported: 0, updated: 0, unchanged: 0, skipped: [], warnings: [] };
    let content;
    try {
      content = readExport(name, await fs.readFile(file.path), file.table);
    } catch (error) {
      if (error instanceof ExportFileError) {
        report.error = `${error.line ? `line ${error.line}: ` : ''}${error.message}`;
        return report;
      }
      report.error = error instanceof Error ? error.message : String(error);
      return report;
    }
    const unit = content.unit;
    if (content.unknownColumns.length)
      report.warnings.push(`unknown column${content.unknownColumns.length > 1 ? 's' : ''} ignored: ${content.unknownColumns.join(', ')}`);
    report.read = content.rows.length;

    const notes = new Map<string, number[]>();
    const candidatesOf = <T>(map: Mapper<T>): Candidate<T>[] => {
      const out: Candidate<T>[] = [];
      for (const { row, values } of content.rows) {
        const result = map(values);
        if (!result.ok) {
          report.skipped.push({ where: `${unit} ${row}`, reason: result.reason, refused: true });
          continue;
        }
        for (const note of result.notes) notes.set(note, [...(notes.get(note) ?? []), row]);
        out.push({ row, value: result.value });
      }
      return out;
    };

    let actions: Action<unknown>[];
    try {
      if (isListingTable(file.table)) {
        const table = file.table;
        const candidates = candidatesOf((values) => mapListing(table, values));
        const elsewhere = candidates.filter((c) => c.value.businessPhotos.some((url) => !isSiteUpload(url))).length;
        if (elsewhere) notes.set(`${elsewhere} listing${elsewhere > 1 ? 's keep' : ' keeps'} photos stored on another site (shown once copied here)`, []);
        actions = await this.importListings(name, candidates, unit);
      } else {
        actions = await this.importRecords(RECORD_TABLES[file.table], candidatesOf(RECORD_TABLES[file.table].map), unit);
      }
    } catch (error) {
      report.error = `nothing written from it: ${error instanceof Error ? error.message : String(error)}`;
      report.skipped = [];
      return report;
    }
    for (const action of actions) {
      if (action.kind === 'insert') report.imported++;
      else if (action.kind === 'update') report.updated++;
      else if (action.kind === 'unchanged') report.unchanged++;
      else report.skipped.push({ where: `${unit} ${action.row}`, reason: action.reason, refused: action.refused });
    }
    report.skipped.sort((a, b) => Number(a.where.split(' ')[1]) - Number(b.where.split(' ')[1]));
    for (const [note, rows] of notes) {
      const shown = rows.slice(0, 10).join(', ');
      report.warnings.push(
        rows.length ? `${note} (${unit}${rows.length > 1 ? 's' : ''} ${shown}${rows.length > 10 ? `, and ${rows.length - 10} more` : ''})` : note,
      );
    }
    return report;
  }

  /** Plans before the transaction to place new listings (a slow geocoder must not hold it), then writes. */
  private async importListings(file: string, candidates: Candidate<ImportedListing>[], unit: string): Promise<Action<unknown>[]> {
    const planned = await this.planListings(this.db, candidates, unit);
    await this.place(file, planned);
    if (this.options.dryRun) {
      for (const action of planned) if (action.kind === 'insert' || action.kind === 'update') this.plannedListings.add(action.value.legacyId);
      return planned;
    }
    return this.db.transaction(async (tx) => {
      const actions = await this.planListings(tx, candidates, unit);
      await this.place(file, actions);
      const rows = await this.withNumbers(tx, actions);
      await writeRows(tx, 'listings', rows);
      return actions;
    });
  }

  private async planListings(db: DbOrTx, candidates: Candidate<ImportedListing>[], unit: string) {
    const numbers = [...new Set(candidates.map((c) => c.value.listingNumber).filter(Boolean))];
    const legacyIds = [...new Set(candidates.map((c) => c.value.legacyId))];
    const stored = await findListings(db, numbers, legacyIds);
    const byNumber = new Map(stored.map((s) => [s.listingNumber, s]));
    const byLegacyId = new Map(stored.filter((s) => s.legacyId !== null).map((s) => [s.legacyId!, s]));
    return planListings(candidates, byNumber, byLegacyId, unit);
  }

  /** Gives listings without coordinates the geocoder's position (counted when it finds none). */
  private async place(file: string, actions: Action<ImportedListing>[]) {
    const unplaced = actions.filter((a): a is Extract<Action<ImportedListing>, { value: ImportedListing }> => 'value' in a && a.value.latitude == null);
    const toAsk = unplaced.filter((a) => !this.places.has(a.value.legacyId));
    let done = 0;
    for (const action of toAsk) {
      this.geocoding.asked++;
      const place = await findPlace(this.options.geocoder, action.value);
      if (!place) this.geocoding.notFound++;
      this.places.set(action.value.legacyId, place);
      this.options.onGeocodeProgress?.(++done, toAsk.length, file);
    }
    for (const action of unplaced) {
      const place = this.places.get(action.value.legacyId);
      if (place) applyPlace(action.value, place);
    }
  }

  /** The rows to write, with a new number for each new listing that came without one. */
  private async withNumbers(db: DbOrTx, actions: Action<ImportedListing>[]): Promise<ImportedListing[]> {
    const rows = actions.flatMap((a) => (a.kind === 'insert' || a.kind === 'update' ? [a.value] : []));
    await numberListings(db, rows, this.options.nextNumber);
    return rows;
  }

  private async importRecords<T>(table: RecordTable<T>, candidates: Candidate<T>[], unit: string): Promise<Action<unknown>[]> {
    const run = async (db: DbOrTx) => {
      const skipped: Action<unknown>[] = [];
      let resolved = candidates.map((c) => ({ row: c.row, value: table.stored(c.value, undefined) }));
      if (table.listing) {
        const listing = table.listing;
        const ids = await listingIdsByLegacyId(db, [...new Set(candidates.map((c) => listing.legacyId(c.value)))]);
        resolved = [];
        for (const { row, value } of candidates) {
          const legacyId = listing.legacyId(value);
          const id = ids.get(legacyId) ?? (this.plannedListings.has(legacyId) ? -1 : undefined);
          if (id === undefined) skipped.push({ kind: 'skip', row, reason: listing.unknown(value), refused: true });
          else resolved.push({ row, value: table.stored(value, id) });
        }
      }
      const stored = await findByLegacyIds(
        db,
        table.name,
        resolved.map((r) => r.value.legacyId),
      );
      const actions = planByLegacyId(resolved, stored, unit);
      if (!this.options.dryRun) {
        await writeRows(
          db,
          table.name,
          actions.flatMap((a) => (a.kind === 'insert' || a.kind === 'update' ? [a.value] : [])),
        );
      }
      return [...skipped, ...actions];
    };
    return this.options.dryRun ? run(this.db) : this.db.transaction(run);
  }
}
