// Reading the old app's cell values: text, numbers, dates, photo lists in their four shapes, social
// profiles as JSON, comma lists. Pure functions; a CSV cell is a string, a JSON cell any JSON value.
import { joinList } from '../submissions';
import { SOCIAL_PLATFORMS } from '@shared/reference';
import { attributeFromText, sortAttributes, type AttributeKey } from '@shared/reference/attributes';
import { storableText } from '@shared/schemas/text';
import type { SocialMediaPlatformEntry } from '@server/db/schema';

/** Trimmed, storable text; empty and null are null. */
export function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const raw = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const text = storableText(raw).trim();
  return text === '' ? null : text;
}

/** The cells of a row longer than `max` characters, measured before anything splits or parses them. */
export function oversizedCells(values: Record<string, unknown>, max: number): { column: string; length: number }[] {
  return Object.entries(values).flatMap(([column, value]) => (typeof value === 'string' && value.length > max ? [{ column, length: value.length }] : []));
}

/** Longer than any number or date a cell holds: not read as one. */
const VALUE_MAX = 64;

/** A finite number, or null (empty, not a number). */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = textOf(value);
  // Measured before the pattern: a long run of digits that fails at its end would take it quadratic time.
  if (text === null || text.length > VALUE_MAX || !/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return null;
  return Number(text);
}

const TIMESTAMP_RE = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * A timestamp as PostgreSQL and its REST interface write them ('2024-03-05 14:22:10.123456+00',
 * '2024-03-05T14:22:10Z'); without a zone, UTC. Undefined when the cell is not a date, null when empty.
 */
export function timestampOf(value: unknown): Date | null | undefined {
  const text = textOf(value);
  if (text === null) return null;
  if (text.length > VALUE_MAX) return undefined;
  const match = TIMESTAMP_RE.exec(text);
  if (!match) return undefined;
  const [, day, time = '00:00:00', zone = 'Z'] = match;
  let offset = zone.toUpperCase();
  if (offset !== 'Z') offset = offset.length === 3 ? `${offset}:00` : offset.includes(':') ? offset : `${offset.slice(0, 3)}:${offset.slice(3)}`;
  const fraction = /\.(\d+)$/.exec(time);
  const wholeTime = fraction ? `${time.slice(0, time.indexOf('.'))}.${fraction[1]!.slice(0, 3).padEnd(3, '0')}` : time;
  const date = new Date(`${day}T${wholeTime}${offset}`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A JSON value given as JSON or as a string holding JSON; undefined when the string is not JSON. */
export function jsonOf(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  const text = value.trim();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** 'Business Photos' in its four shapes: empty, one URL, a JSON array (or its string), a comma list. */
export function photosOf(value: unknown): string[] {
  let items: unknown[];
  if (Array.isArray(value)) items = value;
  else {
    const text = textOf(value);
    if (text === null) return [];
    const parsed = text.startsWith('[') ? jsonOf(text) : undefined;
    items = Array.isArray(parsed) ? parsed : text.split(',');
  }
  return items.map((item) => textOf(item)?.replace(/^["']|["']$/g, '')).filter((item): item is string => Boolean(item));
}

const PLATFORM_BY_NAME = new Map(SOCIAL_PLATFORMS.map((p) => [p.toLowerCase(), p]));

/**
 * social_media_platforms: a list of {platform, username} as JSON or a JSON string (an object of
 * platform to handle is read too). Incomplete pairs are dropped; known platforms take the list's spelling.
 * Undefined when the cell holds something else.
 */
export function socialOf(value: unknown): SocialMediaPlatformEntry[] | undefined {
  const parsed = jsonOf(value);
  if (parsed === null) return [];
  let pairs: [unknown, unknown][];
  if (Array.isArray(parsed)) {
    pairs = parsed.map((entry) =>
      entry && typeof entry === 'object' ? [(entry as Record<string, unknown>).platform, (entry as Record<string, unknown>).username] : [null, null],
    );
  } else if (parsed && typeof parsed === 'object') {
    pairs = Object.entries(parsed);
  } else return undefined;
  const entries: SocialMediaPlatformEntry[] = [];
  for (const [platformValue, usernameValue] of pairs) {
    const platform = textOf(platformValue);
    const username = textOf(usernameValue);
    if (platform && username) entries.push({ platform: PLATFORM_BY_NAME.get(platform.toLowerCase()) ?? platform, username });
  }
  return entries;
}

/** A comma list (or a JSON array of text) as its trimmed, non-empty items without repeats (ignoring case). */
export function listItemsOf(value: unknown): string[] {
  const parsed = Array.isArray(value) ? value : typeof value === 'string' && value.trim().startsWith('[') ? jsonOf(value) : undefined;
  const raw = Array.isArray(parsed) ? parsed.flatMap((item) => (textOf(item) ?? '').split(',')) : (textOf(value) ?? '').split(',');
  const seen = new Set<string>();
  const items: string[] = [];
  for (const part of raw) {
    const item = part.trim();
    if (!item || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    items.push(item);
  }
  return items;
}

/** 'Services Offered' and 'Keywords' as the listing form stores them: the items comma-joined. */
export const storedList = (items: readonly string[]) => joinList(items);

/** Blog tags: a JSON array, a PostgreSQL array literal ('{a,"b c"}') or a comma list. */
export function tagsOf(value: unknown): string[] {
  if (typeof value === 'string' && /^\{.*\}$/s.test(value.trim())) {
    const inner = value.trim().slice(1, -1);
    return listItemsOf(inner.split(',').map((t) => t.trim().replace(/^"|"$/g, '').replace(/\\"/g, '"')));
  }
  return listItemsOf(value);
}

/** Unknown attributes named one by one in a row's notes; more are counted. */
const UNKNOWN_ATTRIBUTES_NAMED = 5;

/**
 * Attribute cells ('Black-owned; Wheelchair accessible; Spanish', keys, a JSON list) as keys in the
 * reference order, each once, and the notes for items not in our list (left out, the row is kept).
 */
export function attributesOfCells(cells: readonly unknown[]): { attributes: AttributeKey[]; notes: string[] } {
  const keys: AttributeKey[] = [];
  const unknown = new Set<string>();
  for (const cell of cells) {
    const items = Array.isArray(cell) ? cell.map((item) => textOf(item) ?? '') : (textOf(cell) ?? '').split(/[;,]/);
    for (const item of items) {
      const text = item.trim();
      if (!text) continue;
      const key = attributeFromText(text);
      if (key) keys.push(key);
      else unknown.add(text);
    }
  }
  const named = [...unknown].slice(0, UNKNOWN_ATTRIBUTES_NAMED).map((text) => `attribute '${text.slice(0, 60)}' is not in our list: left out`);
  const more = unknown.size - named.length;
  if (more > 0) named.push(`${more} more attributes not in our list: left out`);
  return { attributes: sortAttributes(keys), notes: named };
}
