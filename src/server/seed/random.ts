// Deterministic randomness and dates for the demo data: a seeded PRNG, never Math.random or the clock.

/** Every demo date is computed back from this instant, so two seeds give the same rows. */
export const ANCHOR = new Date('2026-11-01T12:00:00Z');

const DAY_MS = 86_400_000;

export function daysBefore(days: number, from: Date = ANCHOR): Date {
  return new Date(from.getTime() - Math.round(days * DAY_MS));
}

export function daysAfter(days: number, from: Date): Date {
  return new Date(from.getTime() + Math.round(days * DAY_MS));
}

/** A later date than `from`, at most `maxDays` on, never past the anchor. */
export function dateBetween(rng: Rng, from: Date, maxDays: number): Date {
  const limit = Math.min(from.getTime() + maxDays * DAY_MS, ANCHOR.getTime() - 3_600_000);
  const start = from.getTime() + 3_600_000;
  return new Date(start + Math.floor(rng.next() * Math.max(0, limit - start)));
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in a random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** An item chosen with the given relative weights. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
}

/** mulberry32: small, fast and good enough for demo content. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    sample<T>(items: readonly T[], count: number): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, Math.min(count, copy.length));
    },
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
  };
}

/** Fills `{key}` placeholders of a template. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
