// parseHours on hostile text: a megabyte of separators, brackets or day names answers at once, random
// text never throws, and the time grows in step with the length (the old regex parser was quadratic).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHours, type ParsedHours } from './hours';

const MEGA = 1_000_000;
const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/**
 * The least processor time (ms) of a few runs. Processor time, not wall time: other processes on a busy
 * machine pause a long run more often than a short one, which would read as the parser slowing down.
 */
function bestTime(text: string, runs = 3): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    parseHours(text);
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

function expectSane(h: ParsedHours) {
  expect(['weekly', 'always', 'appointment', 'unknown']).toContain(h.kind);
  if (h.kind !== 'weekly') return;
  expect(h.days).toHaveLength(7);
  for (const day of h.days) {
    // A day's ranges stay few whatever the text repeats, so the result never grows with the input.
    expect(day.length).toBeLessThanOrEqual(24);
    for (const r of day) {
      expect(r.open).toBeGreaterThanOrEqual(0);
      expect(r.open).toBeLessThan(24 * 60);
      expect(r.close).toBeGreaterThan(0);
      expect(r.close).toBeLessThanOrEqual(25 * 60);
    }
  }
}

const HOSTILE: Record<string, string> = {
  commas: ','.repeat(MEGA),
  brackets: '('.repeat(MEGA),
  'closing brackets after commas': `${','.repeat(MEGA / 2)}${')'.repeat(MEGA / 2)}`,
  'day ranges': fill('Mon-Tue, ', MEGA),
  'day names': fill('Mon ', MEGA),
  'day lists': fill('Mon, ', MEGA),
  'time ranges': fill('9-5 ', MEGA),
  'ranges for a day': fill('Mon 9-5pm, ', MEGA),
  'spaces then digits': `${' '.repeat(MEGA - 2)}12`,
  'digits then spaces': `12${' '.repeat(MEGA - 3)}-`,
  digits: '9'.repeat(MEGA),
  'digits and colons': fill('9:', MEGA),
  'spaced meridiems': fill('9 am ', MEGA),
  dashes: '-'.repeat(MEGA),
  'one long word': 'a'.repeat(MEGA),
  'every every': fill('every ', MEGA),
  'open open': fill('open ', MEGA),
  'twenty-four': fill('24 ', MEGA),
};

describe('parseHours on a megabyte of hostile text', () => {
  // A megabyte of ordinary hours text, read first: it warms the compiler up as a running server is, and
  // its time tells how busy the machine is now.
  const ORDINARY = fill('Mon-Fri 9am-5pm, Sat 10:00-16:00 (lunch 12-1, closed Sun); daily 7 days\n24 hours ', MEGA);
  parseHours(ORDINARY);
  for (const [name, text] of Object.entries(HOSTILE)) {
    it(`answers ${name} in well under 100 ms`, () => {
      expectSane(parseHours(text));
      // On a machine so slow that ordinary text takes over a third of that, no more than three times the
      // ordinary text's time. The regex parser took minutes.
      expect(bestTime(text)).toBeLessThan(Math.max(100, 3 * bestTime(ORDINARY)));
    });
  }

  it('reads the obvious meaning of repeated text', () => {
    expect(parseHours(HOSTILE.commas).kind).toBe('unknown');
    expect(parseHours(HOSTILE.brackets).kind).toBe('unknown');
    expect(parseHours(HOSTILE['twenty-four']).kind).toBe('unknown');
    const ranges = parseHours(HOSTILE['ranges for a day']);
    expect(ranges.kind).toBe('weekly');
    if (ranges.kind === 'weekly') expect(ranges.days[0]![0]).toEqual({ open: 9 * 60, close: 17 * 60 });
  });
});

// Pieces hours text is made of, so random strings reach the parser's every branch, not only 'unknown'.
const PIECES = [
  'Mon',
  'tue',
  'Weds',
  'Thursday',
  'fri',
  'SAT',
  'sun',
  'Mondays',
  'daily',
  'every',
  'day',
  'days',
  '7',
  '24',
  '/',
  'hours',
  'open',
  'closed',
  'weekday',
  'weekends',
  'appointment',
  'to',
  'thru',
  'through',
  'am',
  'pm',
  'a.m.',
  'p.m.',
  'a',
  'm',
  '.',
  '-',
  '–',
  '—',
  ':',
  '9',
  '12',
  '00',
  '30',
  '1700',
  ',',
  ';',
  '\n',
  '(',
  ')',
  ' ',
  '  ',
  '\t',
  '_',
  'x',
  'é',
];
const piece = fc.constantFrom(...PIECES);
const hoursLike = fc.array(piece, { maxLength: 400 }).map((parts) => parts.join('').slice(0, 2000));
const anyText = fc.oneof(fc.string({ maxLength: 2000, unit: 'grapheme' }), fc.string({ maxLength: 2000, unit: 'binary' }), hoursLike);

describe('parseHours on random text', () => {
  it('never throws and always answers a sane shape, for any text up to 2,000 characters', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expectSane(parseHours(text));
      }),
      { numRuns: 1000 },
    );
  });

  it('takes time in step with the length: ten times the text, well under thirty times the time', () => {
    // Each random unit is repeated to 100,000 and to 1,000,000 characters; a quadratic parser would take
    // 100x. Runs alternate and the least of each counts.
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 12 }), (parts) => {
        const unit = parts.join('');
        const small = fill(unit, 100_000);
        const large = fill(unit, 1_000_000);
        let smallBest = Infinity;
        let largeBest = Infinity;
        for (let i = 0; i < 3; i++) {
          smallBest = Math.min(smallBest, bestTime(small, 1));
          largeBest = Math.min(largeBest, bestTime(large, 1));
        }
        expect(largeBest / Math.max(smallBest, 1)).toBeLessThan(30);
      }),
      { numRuns: 15 },
    );
  });
});
