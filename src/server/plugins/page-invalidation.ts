// Which change drops which rendered pages. Each API route that shows something a change can make stale
// says so in its own options (`config: { shows: { reviews: ':id' } }`); the answers the server render asks
// for in process carry those declarations back as tags ('reviews:12', 'reviews:*'), which the page is kept
// with (page-cache.ts). A change then drops the pages tagged with what it touched: a review, its business's
// pages and every list of businesses (which show ratings); anything staff change, every page. Changes come
// through the change notifications, so every server process drops its own pages.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChangeEvent } from './realtime';
import type { PageCache } from './page-cache';
import { takeShown } from './shown-counts';

/** What a GET route's answer shows that a change can make stale, declared in its options. */
export interface Shows {
  /**
   * Businesses' reviews and ratings: of the business whose id is that route parameter (':id'), or of
   * any business the answer lists ('*').
   */
  reviews?: `:${string}` | '*';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    shows?: Shows;
  }
}

type Topic = keyof Shows;

/** The tag of a topic for one business, or for any ('*'). */
const tagOf = (topic: Topic, id: string | number) => `${topic}:${id}`;

/** The tags of what the route serving `request` declares it shows, for its own parameters. */
export function tagsShownBy(request: FastifyRequest): string[] {
  const shows = request.routeOptions.config.shows ?? {};
  const params = (request.params ?? {}) as Record<string, unknown>;
  return (Object.entries(shows) as [Topic, string][]).map(([topic, of]) => tagOf(topic, of === '*' ? '*' : String(params[of.slice(1)])));
}

/** The tags of the pages a change makes stale, or 'all' for every page. */
export function tagsChangedBy(event: ChangeEvent): readonly string[] | 'all' {
  return event.topic === 'reviews' ? [tagOf('reviews', event.businessId), tagOf('reviews', '*')] : 'all';
}

/** The header an in-process API answer names what it shows in, when the request asks with this process's key. */
const SHOWN_HEADER = 'x-page-shows';
const ASK_HEADER = 'x-page-shows-key';
/** The header an in-process API answer names what it showed a visitor in (shown-counts.ts), to count with the page. */
const COUNTS_HEADER = 'x-page-counts';

/** How the server render asks the API in process what each answer shows. */
export interface ShownTags {
  /** Headers that make an answer carry its tags. */
  ask: Record<string, string>;
  /** The tags an answer carries (none when its route declares nothing). */
  of: (headers: Record<string, unknown>) => string[];
  /** What an answer showed, to count for each visitor of the page (takeShown's line), or null. */
  counted: (headers: Record<string, unknown>) => string | null;
}

/**
 * Makes API answers name what their route declares they show, for requests carrying this process's own
 * random key: the server render's in-process requests, never a visitor's.
 */
export function reportShownTags(app: FastifyInstance): ShownTags {
  const key = randomUUID();
  app.addHook('onSend', async (request, reply) => {
    if (request.headers[ASK_HEADER] !== key) return;
    const tags = tagsShownBy(request);
    if (tags.length) reply.header(SHOWN_HEADER, tags.join(' '));
    const counted = takeShown(request);
    if (counted) reply.header(COUNTS_HEADER, counted);
  });
  return {
    ask: { [ASK_HEADER]: key },
    of: (headers) => (typeof headers[SHOWN_HEADER] === 'string' ? headers[SHOWN_HEADER].split(' ') : []),
    counted: (headers) => (typeof headers[COUNTS_HEADER] === 'string' ? headers[COUNTS_HEADER] : null),
  };
}

/** Drops the pages each change makes stale, and tells every process when staff change what pages show. */
export function invalidatePagesOnChange(app: FastifyInstance, pages: PageCache): void {
  const unsubscribe = app.changes.subscribe((event) => {
    const stale = tagsChangedBy(event);
    if (stale === 'all') pages.clear();
    else pages.drop(stale);
  });
  app.addHook('onClose', async () => unsubscribe());
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400 && request.url.startsWith('/api/admin/'))
      app.changes.publish({ topic: 'pages' });
  });
}
