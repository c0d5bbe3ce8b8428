// The CSV writer: every cell quoted, formulas neutralised in text only, and what it writes reads back exactly.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { csvLine, csvRows } from './csv-write';

describe('csvLine and csvRows', () => {
  it('quote every cell, double embedded quotes and end each row in CRLF', () => {
    expect(csvLine(['plain', 'Soul, Food "famous"', 'two\nlines', 42, null, undefined, ''])).toBe(
      `"plain","Soul, Food ""famous""","two\nlines","42","","",""\r\n`,
    );
    expect(csvRows([['a'], ['b', 1]])).toBe('"a"\r\n"b","1"\r\n');
    expect(csvRows([])).toBe('');
  });

  it("neutralise formulas at a cell's start and after a separator, with an apostrophe", () => {
    const cells = [';=1+1', ",=cmd|' /C calc'!A0", 'a;@SUM(1)', '\tcalc', '\r=1', '-2+3', '=SUM(A1:A9)', '@handle'];
    expect(csvLine(cells)).toBe(`"';=1+1","',=cmd|' /C calc'!A0","'a;@SUM(1)","'\tcalc","'\r=1","'-2+3","'=SUM(A1:A9)","'@handle"\r\n`);
  });

  it('write numbers as they are, a negative one included, and guard the ones that are not finite', () => {
    expect(csvLine([-84.388, -2, 0, -Infinity])).toBe(`"-84.388","-2","0","'-Infinity"\r\n`);
  });

  it('read back as the very text written, whatever it holds', () => {
    expect(parseCsv(csvLine(['Soul Food Kitchen', 'Crème brûlée, "famous", daily']))[0]!.fields).toEqual([
      'Soul Food Kitchen',
      'Crème brûlée, "famous", daily',
    ]);
    const unit = fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ',', ';', '|', ' ', '"', "'", 'a', '1', 'é');
    fc.assert(
      fc.property(fc.array(fc.string({ unit, maxLength: 12 }), { minLength: 1, maxLength: 5 }), (cells) => {
        expect(parseCsv(csvLine(cells)).map((r) => r.fields)).toEqual([cells]);
      }),
    );
  });
});
