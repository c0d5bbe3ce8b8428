// Rendered public pages, kept for a few seconds: a business page read a hundred times a minute is
// rendered once, so rendering (tens of milliseconds of the event loop each) never queues the API behind
// it. Each page remembers the API paths its render read; a change drops the pages that read what
// changed (a review: that business's pages and the lists that show ratings), a staff change drops all,
// and nothing is kept longer than the TTL, so a change made through another process shows within it.
// Identical renders under way at once are made once. A page is rendered and kept for the query parameters
// its route reads alone (pageUrlOf): '?x=1', '?x=2', ... cannot each cost a render.
import type { PageReads } from '@shared/page-render';

export interface CachedPage {
  status: number;
  html: string;
  /** Where a redirect sends the visitor (html is then empty). */
  redirect?: string;
}

/** A render's answer; `reads` null for a page never to keep (a redirect), which still goes to every waiter. */
export interface RenderedPage {
  page: CachedPage;
  reads: readonly string[] | null;
}

interface Entry {
  page: CachedPage;
  reads: readonly string[];
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

  constructor({ ttlMs = 10_000, maxBytes = 32 * 1024 * 1024, now = Date.now }: PageCacheOptions = {}) {
    this.ttlMs = ttlMs;
    this.maxBytes = maxBytes;
    this.now = now;
  }

  get size() {
    return this.entries.size;
  }

  /**
   * The page for key: kept, being made, or made now by render, which answers the page and the API paths
   * it read (null: keep it not), or null for no page at all.
   */
  async get(key: string, render: () => Promise<RenderedPage | null>): Promise<CachedPage | null> {
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
      if (result?.reads && generation === this.generation) this.keep(key, result.page, result.reads);
      return result?.page ?? null;
    });
    this.pending.set(key, made);
    try {
      return await made;
    } finally {
      this.pending.delete(key);
    }
  }

  /** Drops the pages whose render read an API path that `stale` matches. */
  drop(stale: (apiPath: string) => boolean) {
    this.generation++;
    for (const [key, entry] of this.entries) if (entry.reads.some(stale)) this.remove(key);
  }

  clear() {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  private keep(key: string, page: CachedPage, reads: readonly string[]) {
    const bytes = page.html.length * 2;
    if (bytes > this.maxBytes / 4) return;
    this.remove(key);
    this.entries.set(key, { page, reads, bytes, expires: this.now() + this.ttlMs });
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

/** The API paths that show a business's reviews or rating: its own, and every list of businesses. */
export function readsReviewsOf(businessId: number): (apiPath: string) => boolean {
  const own = new RegExp(`^/api/listings/${businessId}(/|\\?|$)`);
  return (apiPath) => own.test(apiPath) || /^\/api\/listings(\?|$)/.test(apiPath);
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
