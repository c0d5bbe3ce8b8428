// Reads one exported table: a CSV file with a header row (the dashboard's export) or a JSON array of
// rows (the REST answer). Checks the encoding, the shape and the columns; a bad file is refused whole.
import path from 'node:path';
import { CsvError, parseCsv } from './csv';
import { TABLE_COLUMNS, type ExportTable } from './tables';

export interface ExportRow {
  /** Where the row is: its line in a CSV file, its position (from 1) in a JSON array. */
  row: number;
  values: Record<string, unknown>;
}

export interface ExportContent {
  rows: ExportRow[];
  /** Columns the table does not have: reported once, then ignored. */
  unknownColumns: string[];
  /** How a row's place is named: by its line (CSV) or its position (JSON). */
  unit: 'line' | 'row';
}

/** A file that cannot be read as the table: nothing is imported from it. */
export class ExportFileError extends Error {
  override name = 'ExportFileError';
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

export function readExport(file: string, bytes: Uint8Array, table: ExportTable): ExportContent {
  const text = decodeUtf8(bytes);
  const isJson = path.extname(file).toLowerCase() === '.json' || (path.extname(file) === '' && /^\s*\[/.test(text));
  const { rows, columns } = isJson ? readJson(text) : readCsv(text);
  const known = TABLE_COLUMNS[table];
  const knownByLower = new Map(known.map((c) => [c.toLowerCase(), c]));
  const rename = new Map<string, string>();
  const unknownColumns: string[] = [];
  for (const column of columns) {
    const name = knownByLower.get(column.trim().toLowerCase());
    if (name) rename.set(column, name);
    else unknownColumns.push(column);
  }
  if (rename.size === 0 && columns.length > 0) {
    throw new ExportFileError(`none of its columns belongs to ${table} (expected ${known.slice(0, 4).join(', ')}, ...)`, isJson ? undefined : 1);
  }
  const named = rows
    .map(({ row, values }) => {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(values)) {
        const name = rename.get(key);
        if (name) out[name] = value;
      }
      return { row, values: out };
    })
    .filter(({ values }) => !isBlank(values));
  return { rows: named, unknownColumns, unit: isJson ? 'row' : 'line' };
}

function isBlank(values: Record<string, unknown>): boolean {
  return Object.values(values).every((v) => v === null || v === undefined || (typeof v === 'string' && v.trim() === ''));
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    let line = 1;
    let start = 0;
    for (let i = 0; i <= bytes.length; i++) {
      if (i === bytes.length || bytes[i] === 0x0a) {
        try {
          new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start, i));
        } catch {
          break;
        }
        line++;
        start = i + 1;
      }
    }
    throw new ExportFileError('it is not UTF-8 text (export it again as UTF-8, or save it as "CSV UTF-8")', line);
  }
}

function readCsv(text: string): { rows: ExportRow[]; columns: string[] } {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw new ExportFileError(error.message, error.line);
    throw error;
  }
  const [header, ...data] = records;
  if (!header) return { rows: [], columns: [] };
  const columns = header.fields.map((c) => c.trim());
  if (columns.length === 1) {
    const other = [';', '\t', '|'].find((d) => columns[0]!.includes(d));
    if (other) throw new ExportFileError(`its header is separated by '${other === '\t' ? 'tab' : other}', not by commas`, header.line);
  }
  const rows: ExportRow[] = [];
  for (const record of data) {
    if (record.fields.length === 1 && record.fields[0]!.trim() === '') continue;
    if (record.fields.length !== columns.length) {
      throw new ExportFileError(`this row has ${record.fields.length} fields, the header ${columns.length}`, record.line);
    }
    rows.push({ row: record.line, values: Object.fromEntries(columns.map((c, i) => [c, record.fields[i]])) });
  }
  return { rows, columns };
}

function readJson(text: string): { rows: ExportRow[]; columns: string[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message);
    const line = position ? text.slice(0, Number(position[1])).split('\n').length : Number(/line (\d+)/.exec(message)?.[1]) || undefined;
    throw new ExportFileError(`broken JSON: ${message}`, line);
  }
  if (!Array.isArray(parsed)) throw new ExportFileError('it is JSON but not an array of rows');
  const columns = new Set<string>();
  const rows: ExportRow[] = [];
  parsed.forEach((item, index) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) throw new ExportFileError(`row ${index + 1} is not an object`);
    for (const key of Object.keys(item)) columns.add(key);
    rows.push({ row: index + 1, values: item as Record<string, unknown> });
  });
  return { rows, columns: [...columns] };
}
