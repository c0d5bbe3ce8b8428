// The in-memory tally: a visitor's repeat within the window counts once and after it again, a new day's
// salt makes yesterday's visitor a stranger, robots are no visitors, and memory stays bounded.
import { describe, expect, it } from 'vitest';
import { isRobot, VisitTally } from './visit-tally';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const MINUTE = 60_000;

function clock(start = Date.parse('2026-12-06T12:00:00Z')) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('the visit tally', () => {
  it('counts a repeat within five minutes once, and again after them', () => {
    const time = clock();
    const tally = new VisitTally({ now: time.now });
    const visitor = tally.visitor('203.0.113.5', PHONE)!;
    tally.note(visitor, 'call', [7]);
    time.advance(4 * MINUTE);
    tally.note(visitor, 'call', [7]);
    tally.note(visitor, 'website', [7]);
    expect(tally.take()).toEqual([
      { listingId: 7, kind: 'call', count: 1 },
      { listingId: 7, kind: 'website', count: 1 },
    ]);
    time.advance(2 * MINUTE);
    tally.note(visitor, 'call', [7, 7, 8]);
    expect(tally.take()).toEqual([
      { listingId: 7, kind: 'call', count: 1 },
      { listingId: 8, kind: 'call', count: 1 },
    ]);
    expect(tally.take()).toEqual([]);
  });

  it('knows a visitor only for the day: the same address and browser hash differently tomorrow', () => {
    const time = clock(Date.parse('2026-12-06T23:59:00Z'));
    const tally = new VisitTally({ now: time.now });
    const today = tally.visitor('203.0.113.5', PHONE);
    expect(tally.visitor('203.0.113.5', PHONE)).toBe(today);
    expect(tally.visitor('203.0.113.6', PHONE)).not.toBe(today);
    expect(today).not.toContain('203.0.113.5');
    time.advance(2 * MINUTE);
    expect(tally.visitor('203.0.113.5', PHONE)).not.toBe(today);
    expect(tally.remembered).toBe(0);
  });

  it('tells robots, scripts and link previews from browsers', () => {
    for (const robot of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'curl/8.5.0',
      'python-requests/2.32',
      '',
    ]) {
      expect(isRobot(robot), robot).toBe(true);
    }
    expect(isRobot(PHONE)).toBe(false);
    expect(isRobot('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15')).toBe(false);
    expect(new VisitTally().visitor('203.0.113.5', 'Googlebot/2.1')).toBeNull();
  });

  it('remembers at most so many repeats, forgetting the oldest first', () => {
    const time = clock();
    const tally = new VisitTally({ now: time.now, maxRemembered: 100 });
    const visitor = tally.visitor('203.0.113.5', PHONE)!;
    for (let id = 1; id <= 150; id++) tally.note(visitor, 'search', [id]);
    expect(tally.remembered).toBe(100);
    tally.take();
    tally.note(visitor, 'search', [1, 150]);
    expect(tally.take()).toEqual([{ listingId: 1, kind: 'search', count: 1 }]);
  });

  it('keeps counts given back after a failed write for the next one', () => {
    const tally = new VisitTally();
    const visitor = tally.visitor('203.0.113.5', PHONE)!;
    tally.note(visitor, 'visit', [3]);
    const taken = tally.take();
    tally.note(tally.visitor('203.0.113.9', PHONE)!, 'visit', [3]);
    tally.giveBack(taken);
    expect(tally.take()).toEqual([{ listingId: 3, kind: 'visit', count: 2 }]);
  });
});
