// Reads CSV through csv-parse: quoted fields with doubled quotes, delimiters and line breaks inside quotes,
// CRLF, LF or lone CR line ends, a UTF-8 byte-order mark. Each record keeps the line it starts on, for
// messages, and a cell the writer neutralised as a formula (csv-write.ts) gets its text back.
import { CsvError as ParseError, parse, type CsvErrorCode } from 'csv-parse/sync';
import { restoreFormula } from './csv-formula';

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

/** What staff are told, for the mistakes a hand-edited file makes; csv-parse's own words for the rest. */
const MESSAGES: Partial<Record<CsvErrorCode, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'text after a closing quote (a quote inside a field must be doubled)',
  INVALID_OPENING_QUOTE: 'a quote inside an unquoted field',
};

/** Every record of the text, the header included; a trailing line end makes no empty record. */
export function parseCsv(text: string, delimiter = ','): CsvRecord[] {
  // csv-parse counts a CRLF inside quotes as two lines, so lines are counted here from what each record holds.
  const records: CsvRecord[] = [];
  let line = 1;
  try {
    parse(text, {
      bom: true,
      delimiter,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      on_record: (fields: string[]) => {
        records.push({ line, fields: fields.map(restoreFormula) });
        line += 1 + fields.reduce((sum, field) => sum + lineBreaks(field), 0);
        return null; // kept above, with its line
      },
    });
    return records;
  } catch (error) {
    // The broken record starts where the last one read ended.
    if (error instanceof ParseError) throw new CsvError(MESSAGES[error.code] ?? error.message, line);
    throw error;
  }
}

/** Line breaks in a field: CRLF, LF or a lone CR, each one. */
function lineBreaks(field: string): number {
  let count = 0;
  for (let i = field.indexOf('\r'); i !== -1; i = field.indexOf('\r', i + 1)) if (field[i + 1] !== '\n') count++;
  for (let i = field.indexOf('\n'); i !== -1; i = field.indexOf('\n', i + 1)) count++;
  return count;
}
