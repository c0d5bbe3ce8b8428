// The database-backed request limits: exact under parallel hits, windows that end, counts shared by
// every server process over one database, and IPv6 addresses counted by their /64.
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { useTestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { MINUTE, RateLimiter, type LimitRule } from './rate-limit';

const t = useTestApp();

const rule: LimitRule = { name: 'test', max: 5, windowMs: MINUTE };

describe(`RateLimiter (${testEngine})`, () => {
  it('allows exactly max hits of 50 sent at once', async () => {
    const limiter = new RateLimiter(t.database.db);
    const results = await Promise.all(Array.from({ length: 50 }, () => limiter.hit(rule, 'parallel')));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('counts several rules in one order, so 50 parallel requests under two rules let exactly max through both', async () => {
    const limiter = new RateLimiter(t.database.db);
    const other: LimitRule = { name: 'test-other', max: 5, windowMs: 2 * MINUTE };
    const checks = [
      { rule, subject: 'two-rules' },
      { rule: other, subject: 'account' },
    ];
    const results = await Promise.all(Array.from({ length: 50 }, () => limiter.hitAll(checks)));
    expect(results.filter((pair) => pair.every((r) => r.allowed))).toHaveLength(5);
    for (const [first, second] of results) expect(first!.hits).toBe(second!.hits);
  });

  it('starts a new window when the old one has ended, and sweeps ended windows', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const limiter = new RateLimiter(t.database.db, () => now);
    for (let i = 0; i < 5; i++) await limiter.hit(rule, 'window');
    const full = await limiter.hit(rule, 'window');
    expect(full.allowed).toBe(false);
    expect(full.retryAfterMs).toBe(MINUTE);
    now = new Date(now.getTime() + MINUTE);
    expect(await limiter.hit(rule, 'window')).toMatchObject({ allowed: true, hits: 1 });
    now = new Date(now.getTime() + 2 * MINUTE);
    await limiter.sweep();
    const { rows } = await t.database.pool.query(`select count(*)::int as n from rate_limits where key = 'test:window'`);
    expect(rows[0].n).toBe(0);
  });

  it('counts a cost of several at once', async () => {
    const limiter = new RateLimiter(t.database.db);
    expect((await limiter.hit(rule, 'cost', 4)).allowed).toBe(true);
    expect((await limiter.hit(rule, 'cost', 2)).allowed).toBe(false);
  });
});

describe(`route limits (${testEngine})`, () => {
  it('are shared by two server processes over one database', async () => {
    const second = await buildApp({ config: t.config, database: t.database, logger: false });
    await second.ready();
    try {
      const look = (app: typeof second, i: number) =>
        app.inject({ method: 'GET', url: `/api/listing-status/BL-0000${String(i).padStart(4, '0')}`, remoteAddress: '10.44.0.1' });
      const codes = [];
      for (let i = 0; i < 24; i++) codes.push((await look(i % 2 ? second : t.app, i)).statusCode);
      expect(codes.slice(0, 20).every((c) => c === 404)).toBe(true);
      expect(codes.slice(20)).toEqual([429, 429, 429, 429]);
    } finally {
      await second.close();
    }
  });

  it('count an IPv6 /64 as one address, in the error shape with Retry-After', async () => {
    const codes = [];
    let last;
    for (let i = 1; i <= 21; i++) {
      last = await t.app.inject({ method: 'GET', url: '/api/listing-status/BL-12345678', remoteAddress: `2001:db8:7:7::${i.toString(16)}` });
      codes.push(last.statusCode);
    }
    expect(codes.filter((c) => c === 404)).toHaveLength(20);
    expect(last!.statusCode).toBe(429);
    expect(last!.json().error).toMatchObject({ code: 'rate_limited', message: 'Too many status checks. Please wait a minute and try again.' });
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    const otherNetwork = await t.app.inject({ method: 'GET', url: '/api/listing-status/BL-12345678', remoteAddress: '2001:db8:7:8::1' });
    expect(otherNetwork.statusCode).toBe(404);
  });
});
