// Counts of what visitors did, held in memory until they are written (counting.ts writes them in
// batches). A visitor is known only as a hash of their address and browser with a random salt that is
// made at start, replaced every day and never stored: yesterday's hashes cannot be matched to today's,
// and nothing of the visitor leaves this process. The same visitor doing the same thing to the same
// listing again within the window counts once; obvious robots are not counted at all.
import { createHash, randomBytes } from 'node:crypto';
import type { CountedKind } from '@shared/insights';

const MINUTE = 60_000;

/** User agents of robots, crawlers, link previews, monitors and scripts: never a visitor. */
const ROBOT =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|preview|headless|lighthouse|pingdom|uptime|monitor|curl|wget|python|java\/|go-http|okhttp|node-fetch|axios|undici|scrapy|phantom|^$/i;

export const isRobot = (userAgent: string) => ROBOT.test(userAgent.trim());

export interface CountRow {
  listingId: number;
  kind: CountedKind;
  count: number;
}

export interface VisitTallyOptions {
  /** A repeat within this many milliseconds counts once. */
  windowMs?: number;
  /** The most repeats remembered: past it the oldest are forgotten (the window shortens under heavy load). */
  maxRemembered?: number;
  now?: () => number;
}

export class VisitTally {
  private readonly windowMs: number;
  private readonly maxRemembered: number;
  private readonly now: () => number;
  private salt = randomBytes(16);
  private saltDay = '';
  /** What was counted lately, by visitor, listing and kind, with when it may count again; oldest first. */
  private readonly seen = new Map<string, number>();
  /** Counts not yet written, by 'listingId kind'. */
  private pending = new Map<string, number>();

  constructor({ windowMs = 5 * MINUTE, maxRemembered = 50_000, now = Date.now }: VisitTallyOptions = {}) {
    this.windowMs = windowMs;
    this.maxRemembered = maxRemembered;
    this.now = now;
  }

  /** The visitor's hash for today, or null for a robot. */
  visitor(address: string, userAgent: string): string | null {
    if (isRobot(userAgent)) return null;
    this.rotateSalt();
    return createHash('sha256').update(this.salt).update(address).update('\n').update(userAgent).digest('base64url').slice(0, 16);
  }

  /** Counts what `visitor` saw or tapped, once per listing within the window. */
  note(visitor: string, kind: CountedKind, listingIds: readonly number[]) {
    const now = this.now();
    for (const id of new Set(listingIds)) {
      const key = `${visitor} ${id} ${kind}`;
      const until = this.seen.get(key);
      if (until !== undefined && until > now) continue;
      this.seen.delete(key);
      this.seen.set(key, now + this.windowMs);
      const counted = `${id} ${kind}`;
      this.pending.set(counted, (this.pending.get(counted) ?? 0) + 1);
    }
    this.forget(now);
  }

  /** The counts not yet written, which are then the caller's (`giveBack` returns them after a failed write). */
  take(): CountRow[] {
    const rows = [...this.pending].map(([key, count]) => {
      const [id, kind] = key.split(' ') as [string, CountedKind];
      return { listingId: Number(id), kind, count };
    });
    this.pending = new Map();
    return rows;
  }

  giveBack(rows: readonly CountRow[]) {
    for (const { listingId, kind, count } of rows) {
      const key = `${listingId} ${kind}`;
      this.pending.set(key, (this.pending.get(key) ?? 0) + count);
    }
  }

  /** The repeats remembered now (for tests and the memory's sake). */
  get remembered() {
    return this.seen.size;
  }

  private forget(now: number) {
    for (const [key, until] of this.seen) {
      if (until > now && this.seen.size <= this.maxRemembered) break;
      this.seen.delete(key);
    }
  }

  /** A new salt each UTC day; what was remembered under the old one can never match again. */
  private rotateSalt() {
    const day = new Date(this.now()).toISOString().slice(0, 10);
    if (day === this.saltDay) return;
    this.saltDay = day;
    this.salt = randomBytes(16);
    this.seen.clear();
  }
}
