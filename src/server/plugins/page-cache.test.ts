import { describe, expect, it } from 'vitest';
import { PageCache, pageUrlOf } from './page-cache';
import { tagsChangedBy } from './page-invalidation';

const page = (html: string) => ({ status: 200, html });
/** The tags a new review of the business makes stale. */
const reviewOf = (businessId: number) => tagsChangedBy({ topic: 'reviews', businessId }) as readonly string[];

function counter(html: string, tags: string[] = []) {
  let renders = 0;
  const render = async () => {
    renders++;
    return { page: page(`${html} #${renders}`), tags };
  };
  return { render, renders: () => renders };
}

describe('PageCache', () => {
  it('renders a page once within the TTL, and again after it', async () => {
    let now = 1_000;
    const cache = new PageCache({ ttlMs: 10_000, now: () => now });
    const business = counter('business');
    expect((await cache.get('/business/1', business.render))?.html).toBe('business #1');
    now += 9_999;
    expect((await cache.get('/business/1', business.render))?.html).toBe('business #1');
    now += 1;
    expect((await cache.get('/business/1', business.render))?.html).toBe('business #2');
  });

  it('makes identical renders under way at once only once', async () => {
    const cache = new PageCache();
    const home = counter('home');
    const pages = await Promise.all([cache.get('/', home.render), cache.get('/', home.render), cache.get('/', home.render)]);
    expect(pages.map((p) => p?.html)).toEqual(['home #1', 'home #1', 'home #1']);
    expect(home.renders()).toBe(1);
  });

  it("drops a business's pages and the rating lists on its review, keeping the others", async () => {
    const cache = new PageCache();
    const seven = counter('seven', ['reviews:7']);
    const seventy = counter('seventy', ['reviews:70']);
    const search = counter('search', ['reviews:*']);
    const article = counter('article');
    for (const [key, c] of [
      ['/business/7', seven],
      ['/business/70', seventy],
      ['/search-results?q=hair', search],
      ['/blog/news/3', article],
    ] as const) {
      await cache.get(key, c.render);
    }
    cache.drop(reviewOf(7));
    expect((await cache.get('/business/7', seven.render))?.html).toBe('seven #2');
    expect((await cache.get('/search-results?q=hair', search.render))?.html).toBe('search #2');
    expect((await cache.get('/business/70', seventy.render))?.html).toBe('seventy #1');
    expect((await cache.get('/blog/news/3', article.render))?.html).toBe('article #1');
    cache.clear();
    expect((await cache.get('/blog/news/3', article.render))?.html).toBe('article #2');
  });

  it('does not keep a render that began before a change', async () => {
    const cache = new PageCache();
    let release!: () => void;
    const slow = cache.get('/business/7', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { page: page('before the review'), tags: ['reviews:7'] };
    });
    cache.drop(reviewOf(7));
    release();
    expect((await slow)?.html).toBe('before the review');
    expect((await cache.get('/business/7', async () => ({ page: page('after'), tags: [] })))?.html).toBe('after');
  });

  it('gives a redirect to every request waiting on its render, and keeps it not', async () => {
    const cache = new PageCache();
    let renders = 0;
    const moved = async () => {
      renders++;
      return { page: { status: 301, html: '', redirect: '/business/8' }, tags: null };
    };
    const pages = await Promise.all([cache.get('/business/old', moved), cache.get('/business/old', moved)]);
    expect(pages.map((p) => p?.redirect)).toEqual(['/business/8', '/business/8']);
    expect(renders).toBe(1);
    expect(cache.size).toBe(0);
  });

  it('keeps no redirect, and stays within its size by dropping the least recently used', async () => {
    const cache = new PageCache({ maxBytes: 8_000 });
    expect(await cache.get('/old', async () => null)).toBeNull();
    expect(cache.size).toBe(0);
    const big = (name: string) => async () => ({ page: page(name.padEnd(900, '.')), tags: [] });
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, big(key));
    await cache.get('a', big('a again'));
    await cache.get('e', big('e'));
    expect(cache.size).toBe(4);
    expect((await cache.get('b', big('b again')))?.html.startsWith('b again')).toBe(true);
    expect((await cache.get('a', big('a third')))?.html.startsWith('a.')).toBe(true);
  });
});

describe('pageUrlOf', () => {
  const search = ['q', 'type', 'state'];
  const keptOf = (address: string, reads: readonly string[] = search) => {
    const url = pageUrlOf(new URL(address, 'https://example.org'), { params: reads, flags: ['write'] });
    return `${url.pathname}${url.search}`;
  };

  it('keeps the parameters the route reads in its order, however the visitor wrote them', () => {
    expect(keptOf('/search-results?type=Salon&q=hair')).toBe('/search-results?q=hair&type=Salon');
    expect(keptOf('/search-results?q=hair&type=Salon')).toBe('/search-results?q=hair&type=Salon');
    expect(keptOf('/search-results?q=hair%20salon')).toBe(keptOf('/search-results?q=hair+salon'));
  });

  it('drops every parameter the route does not read, and the fragment', () => {
    expect(keptOf('/search-results?utm_source=x&q=hair&junk=1#top')).toBe('/search-results?q=hair');
    expect(keptOf('/news?junk=1', [])).toBe('/news');
    expect(keptOf('/news?q=a&location=b', [])).toBe('/news');
  });

  it('keeps the first of repeated values, as searchParams.get reads it', () => {
    expect(keptOf('/search-results?q=hair&q=nails&q=hair')).toBe('/search-results?q=hair');
    expect(keptOf('/search-results?q=&q=hair')).toBe('/search-results');
  });

  it('leaves out empty values, which a route reads as none', () => {
    expect(keptOf('/search-results?q=&type=&state')).toBe('/search-results');
    expect(keptOf('/search-results?q=hair&type=')).toBe('/search-results?q=hair');
  });

  it('reads a name the route declares twice once', () => {
    expect(keptOf('/search-results?q=hair', ['q', 'q'])).toBe('/search-results?q=hair');
  });

  it('keeps a state a link opens by its presence alone', () => {
    expect(keptOf('/reviews/12?write', [])).toBe('/reviews/12?write=');
    expect(keptOf('/reviews/12?write=yes&junk=1', [])).toBe(keptOf('/reviews/12?write', []));
    expect(keptOf('/reviews/12?junk=1', [])).toBe('/reviews/12');
  });

  it('keeps the origin and path as they were', () => {
    expect(pageUrlOf(new URL('https://example.org/business/7?x=1'), { params: [], flags: [] }).href).toBe('https://example.org/business/7');
  });
});
