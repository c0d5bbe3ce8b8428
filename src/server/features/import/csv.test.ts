// The CSV reader: line ends, quotes, the byte-order mark, line numbers and messages for broken files.
import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv } from './csv';

const fields = (text: string) => parseCsv(text).map((r) => r.fields);

/** The error parseCsv throws for the text. */
function failure(text: string): CsvError {
  try {
    parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) return error;
    throw error;
  }
  throw new Error('parseCsv read it');
}

describe('parseCsv', () => {
  it('reads plain records with LF or CRLF line ends, with or without a final one', () => {
    expect(fields('a,b\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(fields('a,b\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('reads a lone CR as a line end, and line ends of every kind in one file', () => {
    expect(fields('a\rb\r\nc\nd')).toEqual([['a'], ['b'], ['c'], ['d']]);
  });

  it('reads quoted fields with doubled quotes, commas and line breaks inside', () => {
    const text = 'name,bio\r\n"Soul, Food","She said ""hi""\r\nthen left"\r\nx,""\r\n';
    expect(fields(text)).toEqual([
      ['name', 'bio'],
      ['Soul, Food', 'She said "hi"\r\nthen left'],
      ['x', ''],
    ]);
  });

  it('drops a UTF-8 byte-order mark and keeps empty fields', () => {
    expect(fields('\ufeffa,b,c\n,,\n')).toEqual([
      ['a', 'b', 'c'],
      ['', '', ''],
    ]);
    expect(fields('\ufeff"Business Name",city\r\n"Café, Noir",Atlanta\r\n')).toEqual([
      ['Business Name', 'city'],
      ['Café, Noir', 'Atlanta'],
    ]);
    expect(fields('a,\n')).toEqual([['a', '']]);
    expect(fields('')).toEqual([]);
  });

  it('numbers each record by the line it starts on, a CRLF inside quotes being one line', () => {
    const records = parseCsv('h\n"two\nlines"\n\nlast\n');
    expect(records.map((r) => r.line)).toEqual([1, 2, 4, 5]);
    expect(records[2]!.fields).toEqual(['']);
    expect(parseCsv('h,i\r\n"a\r\nb","c\rd"\r\nx,y\r\n').map((r) => r.line)).toEqual([1, 2, 5]);
  });

  it('reads rows of any length, for the caller to judge', () => {
    expect(fields('a,b\n1,2,3\n4\n')).toEqual([['a', 'b'], ['1', '2', '3'], ['4']]);
  });

  it('reads another delimiter when asked', () => {
    expect(parseCsv('a;b\n"x;y";2\n', ';').map((r) => r.fields)).toEqual([
      ['a', 'b'],
      ['x;y', '2'],
    ]);
  });

  it('gives back the text of a cell the writer neutralised, and leaves any other apostrophe', () => {
    expect(fields(`"'=SUM(A1)","';=1+1","''=x","'plain","it's"\r\n`)).toEqual([['=SUM(A1)', ';=1+1', "'=x", "'plain", "it's"]]);
  });

  it('names the line of the record with a quote never closed, a stray quote or a quote in an unquoted field', () => {
    expect(failure('a\n"open\nstill')).toMatchObject({ line: 2, message: 'a quoted field is never closed' });
    expect(failure('a,b\n1,2\n"x"y,3\n')).toMatchObject({ line: 3, message: 'text after a closing quote (a quote inside a field must be doubled)' });
    expect(failure('a\nsay "hi"\n')).toMatchObject({ line: 2, message: 'a quote inside an unquoted field' });
    expect(failure('h\r\n"a\r\nb"\r\n"bad"z\r\n').line).toBe(4);
  });
});
