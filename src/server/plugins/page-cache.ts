// Rendered public pages, kept for at most a minute: a business page read a hundred times a minute is
// rendered once, so rendering (tens of milliseconds of the event loop each) never queues the API behind
// it. Each page is kept with the tags of what its API answers showed (page-invalidation.ts says which
// change drops which tags); a drop removes the pages holding any of the tags, a clear removes all, and
// the TTL bounds only what time alone changes. Identical renders under way at once are made once. A page
// is rendered and kept for the query parameters its route reads alone (pageUrlOf): '?x=1', '?x=2', ...
// cannot each cost a render.
import type { PageReads } from '@shared/page-render';

/** How long a rendered page is kept at most: every change this site knows of drops it sooner. */
export const PAGE_TTL_MS = 60_000;

/** A page as it is sent: its status and HTML, or a redirect. */
export interface CachedPage {
  status: number;
  html: string;
  /** Where a redirect sends the visitor (html is then empty). */
  redirect?: string;
  /** What the page shows, counted for each visitor it is sent to (shown-counts.ts). */
  counts?: readonly string[];
}

/**
 * What a render hands the cache: the page, and the tags of what it shows; `tags` null for a page never to
 * keep (a redirect), which still goes to every waiter.
 */
export interface TaggedPage {
  page: CachedPage;
  tags: readonly string[] | null;
}

interface Entry {
  page: CachedPage;
  tags: readonly string[];
  bytes: number;
  expires: number;
}

export interface PageCacheOptions {
  ttlMs?: number;
  maxBytes?: number;
  now?: () => number;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<CachedPage | null>>();
  private bytes = 0;
  /** Bumped by every drop: a render that began before one is not kept, as it may hold what was dropped. */
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor({ ttlMs = PAGE_TTL_MS, maxBytes = 32 * 1024 * 1024, now = Date.now }: PageCacheOptions = {}) {
    this.ttlMs = ttlMs;
    this.maxBytes = maxBytes;
    this.now = now;
  }

  get size() {
    return this.entries.size;
  }

  /**
   * The page for key: kept, being made, or made now by render, which answers the page and its tags (null:
   * keep it not), or null for no page at all.
   */
  async get(key: string, render: () => Promise<TaggedPage | null>): Promise<CachedPage | null> {
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) {
      // Most recently used last: the oldest is evicted first.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.page;
    }
    if (entry) this.remove(key);
    const under = this.pending.get(key);
    if (under) return under;
    const generation = this.generation;
    const made = render().then((result) => {
      if (result?.tags && generation === this.generation) this.keep(key, result.page, result.tags);
      return result?.page ?? null;
    });
    this.pending.set(key, made);
    try {
      return await made;
    } finally {
      this.pending.delete(key);
    }
  }

  /** Drops the pages holding any of these tags. */
  drop(tags: readonly string[]) {
    this.generation++;
    const stale = new Set(tags);
    for (const [key, entry] of this.entries) if (entry.tags.some((tag) => stale.has(tag))) this.remove(key);
  }

  clear() {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  private keep(key: string, page: CachedPage, tags: readonly string[]) {
    const bytes = page.html.length * 2;
    if (bytes > this.maxBytes / 4) return;
    this.remove(key);
    this.entries.set(key, { page, tags, bytes, expires: this.now() + this.ttlMs });
    this.bytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/**
 * The address a page is rendered and kept for: only the query parameters its route reads, each as
 * `searchParams.get` reads it (the first value; an empty one is as none), in the route's order, so the
 * same page has one address however the visitor's query was written.
 */
export function pageUrlOf(url: URL, { params, flags }: PageReads): URL {
  const kept = new URL(url.href);
  kept.search = '';
  kept.hash = '';
  for (const name of params) {
    const value = url.searchParams.get(name);
    if (value && !kept.searchParams.has(name)) kept.searchParams.append(name, value);
  }
  // A state a link opens counts by its presence: '?write' and '?write=yes' are one page.
  for (const name of flags) if (url.searchParams.has(name) && !kept.searchParams.has(name)) kept.searchParams.append(name, '');
  return kept;
}
