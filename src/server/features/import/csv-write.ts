// Every CSV the server writes: each cell quoted (embedded quotes doubled), CRLF line ends, and text a
// spreadsheet could run as a formula neutralised by OWASP's rule (csv-formula.ts), which reading undoes.
import { stringify, type Options } from 'csv-stringify/sync';
import { neutraliseFormula } from './csv-formula';

export type CsvValue = string | number | null | undefined;

const OPTIONS: Options = {
  quoted: true,
  quoted_empty: true,
  record_delimiter: '\r\n',
  cast: {
    // Text only, as OWASP's rule is for untrusted text: a finite number (a negative longitude) is data and stays one.
    string: neutraliseFormula,
    number: (value) => (Number.isFinite(value) ? String(value) : neutraliseFormula(String(value))), // -Infinity is no number to a spreadsheet
  },
};

/** Rows as CSV text, each ending in CRLF; no rows, no text. */
export const csvRows = (rows: readonly (readonly CsvValue[])[]): string => stringify(rows as CsvValue[][], OPTIONS);

/** One row as CSV text, ending in CRLF. */
export const csvLine = (cells: readonly CsvValue[]): string => csvRows([cells]);
