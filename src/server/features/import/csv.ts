// A small RFC 4180 reader and writer: quoted fields with doubled quotes, commas and line breaks inside
// quotes, CRLF or LF line ends, a UTF-8 byte-order mark. Each record keeps the line it starts on, for messages.
// Written cells that a spreadsheet would run as a formula get a leading apostrophe, which reading takes off.

/** A text that spreadsheets read as a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: quoted when it must be, and a formula-looking text prefixed with an apostrophe. */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (cells: readonly (string | number | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** A cell as written before csvCell neutralised it. */
const restoreCell = (value: string) => (value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value);

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
}

export class CsvError extends Error {
  override name = 'CsvError';
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/** Every record of the text, the header included; a trailing line end makes no empty record. */
export function parseCsv(text: string, delimiter = ','): CsvRecord[] {
  const records: CsvRecord[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let fields: string[] = [];
  let recordLine = 1;
  const n = text.length;
  while (i <= n) {
    if (i === n) {
      // End of text: a final record without a line end (never one after a final line end).
      if (fields.length > 0) records.push({ line: recordLine, fields });
      break;
    }
    let value: string;
    if (text[i] === '"') {
      const quoteLine = line;
      let out = '';
      let j = i + 1;
      for (;;) {
        const q = text.indexOf('"', j);
        if (q === -1) throw new CsvError('a quoted field is never closed', quoteLine);
        out += text.slice(j, q);
        if (text[q + 1] === '"') {
          out += '"';
          j = q + 2;
          continue;
        }
        j = q + 1;
        break;
      }
      line += countLineBreaks(text, i, j);
      value = out;
      i = j;
      const next = text[i];
      if (i < n && next !== delimiter && next !== '\n' && next !== '\r') {
        throw new CsvError('text after a closing quote (a quote inside a field must be doubled)', line);
      }
    } else {
      let j = i;
      while (j < n && text[j] !== delimiter && text[j] !== '\n' && text[j] !== '\r') j++;
      value = text.slice(i, j);
      if (value.includes('"')) throw new CsvError('a quote inside an unquoted field', line);
      i = j;
    }
    fields.push(restoreCell(value));
    if (i < n && text[i] === delimiter) {
      i++;
      if (i === n) fields.push('');
      continue;
    }
    // A line end (CRLF, LF or a lone CR) or the end of the text closes the record.
    records.push({ line: recordLine, fields });
    fields = [];
    if (text[i] === '\r' && text[i + 1] === '\n') i += 2;
    else i += 1;
    line++;
    recordLine = line;
    if (i >= n) break;
  }
  return records;
}

function countLineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let k = from; k < to; k++) {
    const c = text[k];
    if (c === '\n' || (c === '\r' && text[k + 1] !== '\n')) count++;
  }
  return count;
}
