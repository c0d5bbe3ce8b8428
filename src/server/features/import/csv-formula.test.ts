// OWASP's CSV-injection rule: what is neutralised, what is left alone, and that reading undoes it exactly.
import { describe, expect, it } from 'vitest';
import { neutraliseFormula, restoreFormula } from './csv-formula';

describe('neutraliseFormula', () => {
  it.each([['=SUM(A1:A9)'], ['+1 404 555 0100'], ['-2+3'], ['@handle'], ['\tcalc'], ['\r=1'], ['\n=1'], [' =1+1'], ['"=1+1'], ["'=1+1"]])(
    'prefixes a cell starting with a formula character: %j',
    (text) => {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    },
  );

  it.each([[';=1+1'], [",=cmd|' /C calc'!A0"], ['a;@SUM(1)'], ['a|=1'], ['a\t-1'], ['a\t\tb'], ['a, "-1"'], ["x; '+1"]])(
    'prefixes a cell with a formula character after a field separator: %j',
    (text) => {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    },
  );

  it.each([['plain text'], ['Mon-Fri 9-5'], ['owner@example.com'], ['Soul, Food'], ['a - b; c'], ["it's"], [''], ['1 + 1 = 2']])(
    'leaves text no spreadsheet runs: %j',
    (text) => {
      expect(neutraliseFormula(text)).toBe(text);
    },
  );

  it('stays fast on a megabyte of separators, quotes and spaces', () => {
    const started = performance.now();
    for (const unit of [',', ", '", ';"', ' ', 'Mon-Tue, ']) neutraliseFormula(unit.repeat(1_000_000 / unit.length));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('restoreFormula', () => {
  it('undoes neutraliseFormula for any text, an apostrophe of its own included', () => {
    for (const text of ['=1', ';=1+1', "'=1", "''=1", "'plain", 'plain', "'", '', "x,'=1"]) {
      expect(restoreFormula(neutraliseFormula(text))).toBe(text);
    }
  });
});
