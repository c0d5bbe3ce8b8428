// Text within a radius, through the cell-terms index (migration 0008): every listing's terms tagged with
// its map cell (whole degrees of latitude and longitude), as "33,-85:cat". The three-letter pieces of a
// term's words, or for a short term its words (they start words of the listing), must all be among the
// terms of one of the cells the radius touches. That finds a superset of the matches near the point,
// reading only near listings; the exact text and distance tests then keep the matches.
import { EARTH_RADIUS_MILES, type Point } from '@shared/distance';
import { SHORT_TERM, wordsOf } from './query-text';
import type { WordMatch } from './word-tiers';

/** Beyond this many cells (a wide radius far from the equator) the index is not asked. */
const MAX_CELLS = 16;
/** A long term asks for this many of its pieces, spread over it: any of them are a necessary condition. */
const MAX_PIECES = 12;
/** Degrees added around the radius's box, far more than rounding can move a coordinate. */
const SLACK_DEGREES = 1e-6;

const degrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * Terms the index holds for every listing that contains the term. Long terms give the three-letter
 * pieces of their runs of ASCII letters and digits (such a run lies inside one word of the listing
 * whatever the database counts as a letter), at most MAX_PIECES of them, first and last included.
 * Null when there is nothing to ask for.
 */
export function termPieces(term: string): string[] | null {
  if (term.length < SHORT_TERM) {
    const words = wordsOf(term);
    return words.length ? words : null;
  }
  const pieces = new Set<string>();
  for (const run of term.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []) {
    for (let i = 0; i + 3 <= run.length; i++) pieces.add(run.slice(i, i + 3));
  }
  if (!pieces.size) return null;
  const all = [...pieces];
  if (all.length <= MAX_PIECES) return all;
  return Array.from({ length: MAX_PIECES }, (_, i) => all[Math.round((i * (all.length - 1)) / (MAX_PIECES - 1))]!);
}

/**
 * The cells ("lat,lng" of their south-west corner) that hold every point within `miles` of the center,
 * or null where the radius reaches a pole or the 180th meridian, or touches too many cells.
 */
export function cellsAround(center: Point, miles: number): string[] | null {
  const angle = miles / EARTH_RADIUS_MILES;
  const latReach = degrees(angle) + SLACK_DEGREES;
  const cosLat = Math.cos((center.latitude * Math.PI) / 180);
  if (Math.abs(center.latitude) + latReach >= 90 || Math.sin(angle) >= cosLat) return null;
  // The widest longitude a point within the radius can have: where a meridian touches the circle.
  const lngReach = degrees(Math.asin(Math.sin(angle) / cosLat)) + SLACK_DEGREES;
  if (Math.abs(center.longitude) + lngReach >= 180) return null;

  const cells: string[] = [];
  for (let lat = Math.floor(center.latitude - latReach); lat <= Math.floor(center.latitude + latReach); lat++) {
    for (let lng = Math.floor(center.longitude - lngReach); lng <= Math.floor(center.longitude + lngReach); lng++) {
      cells.push(`${lat},${lng}`);
    }
  }
  return cells.length <= MAX_CELLS ? cells : null;
}

/** The cell-terms query of a word tier's match, for one cell: its words' pieces, as the match ands and ors them. */
function matchPieces(match: WordMatch, cell: string): string | null {
  if ('word' in match) {
    const pieces = termPieces(match.word);
    return pieces && `(${pieces.map((piece) => `'${cell}:${piece}'`).join(' & ')})`;
  }
  const parts = ('all' in match ? match.all : match.any).map((m) => matchPieces(m, cell));
  if (parts.some((p) => p === null)) return null;
  return `(${parts.join('all' in match ? ' & ' : ' | ')})`;
}

/**
 * The full-text query (tsquery text) for the listings near the center that contain the term, or hold the
 * words of a word tier's match (the last, which holds the others); null when the index cannot answer it.
 */
export function cellQuery(term: string, center: Point, miles: number, words: WordMatch | null = null): string | null {
  const pieces = termPieces(term);
  const cells = pieces && cellsAround(center, miles);
  if (!pieces || !cells) return null;
  const perCell = cells.map((cell) => {
    const exact = `(${pieces.map((piece) => `'${cell}:${piece}'`).join(' & ')})`;
    return words ? [exact, matchPieces(words, cell)] : [exact];
  });
  if (perCell.some((parts) => parts.includes(null))) return null;
  return perCell.map((parts) => parts.join(' | ')).join(' | ');
}
