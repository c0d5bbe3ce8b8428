import { describe, expect, it } from 'vitest';
import { CsvError, csvLine, parseCsv } from './csv';

const fields = (text: string) => parseCsv(text).map((r) => r.fields);

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
    expect(fields('a,\n')).toEqual([['a', '']]);
  });

  it('numbers each record by the line it starts on', () => {
    const records = parseCsv('h\n"two\nlines"\n\nlast\n');
    expect(records.map((r) => r.line)).toEqual([1, 2, 4, 5]);
    expect(records[2]!.fields).toEqual(['']);
  });

  it('reads another delimiter when asked', () => {
    expect(parseCsv('a;b\n"x;y";2\n', ';').map((r) => r.fields)).toEqual([
      ['a', 'b'],
      ['x;y', '2'],
    ]);
  });

  it('names the line of a quote never closed or a stray quote', () => {
    expect(() => parseCsv('a\n"open\nstill')).toThrow(CsvError);
    try {
      parseCsv('a,b\n1,2\n"x"y,3\n');
    } catch (error) {
      expect((error as CsvError).line).toBe(3);
    }
    expect(() => parseCsv('a\nsay "hi"\n')).toThrow(/unquoted/);
  });
});

describe('csvCell and csvLine', () => {
  it('quotes what must be quoted and neutralises formulas, and reading gives the text back', () => {
    const cells = ['=SUM(A1:A9)', '+1 404 555 0100', '-12', '@handle', 'plain, with "quotes"', 'two\nlines', 42, null];
    const line = csvLine(cells);
    expect(line).toBe(`'=SUM(A1:A9),'+1 404 555 0100,'-12,'@handle,"plain, with ""quotes""","two\nlines",42,\r\n`);
    expect(parseCsv(line)[0]!.fields).toEqual(['=SUM(A1:A9)', '+1 404 555 0100', '-12', '@handle', 'plain, with "quotes"', 'two\nlines', '42', '']);
  });
});
