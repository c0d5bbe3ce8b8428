// What search engines and link previews read: each public page type fetched with a plain HTTP client (no
// browser, no JavaScript) carries its title, description, canonical, Open Graph tags, structured data and
// main content for real demo records; missing pages answer 404 and private ones are noindex. Then one
// browser check: a server-rendered page takes over without a second fetch of its data.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

interface Head {
  status: number;
  html: string;
  title: string;
  meta: (key: string) => string | undefined;
  canonical: string | undefined;
  jsonLd: Record<string, unknown>[];
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function fetchPage(request: APIRequestContext, path: string): Promise<Head> {
  const res = await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = [...head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"/g)].map((m) => [m[2]!, decode(m[3]!)] as const);
  return {
    status: res.status(),
    html,
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    meta: (key) => metas.find(([k]) => k === key)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1],
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>),
  };
}

/** The text a person sees in the server's markup, tags stripped. */
const bodyText = (html: string) =>
  decode(html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="page-state"')).replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

function expectPreviewTags(page: Head, baseURL: string, path: string) {
  expect(page.meta('description')?.length).toBeGreaterThan(20);
  expect(page.canonical).toBe(`${baseURL}${path}`);
  expect(page.meta('og:title')).toBe(page.title);
  expect(page.meta('og:description')).toBe(page.meta('description'));
  expect(page.meta('og:url')).toBe(page.canonical);
  expect(page.meta('og:image')).toMatch(/^http:\/\/[^/]+\/(uploads|apple-touch-icon)/);
  expect(page.meta('twitter:card')).toMatch(/^summary/);
  expect(page.meta('robots')).toBeUndefined();
}

test.describe('pages as search engines and link previews read them', () => {
  test('home, a business, its reviews, an article, a category, new businesses and a search', async ({ request, baseURL }) => {
    const base = baseURL!;
    const listings = (await (await request.get('/api/listings?sort=newest&limit=50')).json()).items as {
      id: number;
      businessName: string;
      businessType: string;
      description: string;
      businessHours: string | null;
      rating: { count: number; average: number };
    }[];
    const listing = listings.find((l) => l.rating.count > 0 && l.businessHours)!;

    const home = await fetchPage(request, '/');
    expect(home.status).toBe(200);
    expect(home.title).toBe('The Engine — The Engine That Gets You');
    expectPreviewTags(home, base, '/');
    const website = home.jsonLd.find((d) => d['@type'] === 'WebSite')!;
    expect(JSON.stringify(website.potentialAction)).toContain(`${base}/search-results?q={search_term_string}`);
    expect(home.jsonLd.map((d) => d['@type'])).toContain('Organization');

    const business = await fetchPage(request, `/business/${listing.id}`);
    expect(business.status).toBe(200);
    expect(business.title).toBe(`${listing.businessName} · The Engine`);
    expectPreviewTags(business, base, `/business/${listing.id}`);
    expect(business.meta('og:type')).toBe('business.business');
    expect(bodyText(business.html)).toContain(listing.businessName);
    expect(bodyText(business.html)).toContain(listing.description.slice(0, 60));
    const local = business.jsonLd[0]!;
    expect(local.name).toBe(listing.businessName);
    expect(local['@type']).toMatch(/Business|Store|Establishment|Service|ChildCare/);
    expect((local.address as Record<string, string>)['@type']).toBe('PostalAddress');
    expect(local.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: listing.rating.count });
    expect((local.review as unknown[]).length).toBeGreaterThan(0);
    expect(Array.isArray(local.openingHoursSpecification)).toBe(true);

    const reviews = await fetchPage(request, `/reviews/${listing.id}`);
    expect(reviews.status).toBe(200);
    expect(reviews.title).toBe(`Reviews of ${listing.businessName} · The Engine`);
    expect(reviews.jsonLd[0]!['@id']).toBe(local['@id']);

    const news = (await (await request.get('/api/articles?category=News&limit=1')).json()).items[0] as { id: number; title: string; excerpt: string };
    const article = await fetchPage(request, `/blog/news/${news.id}`);
    expect(article.status).toBe(200);
    expect(article.title).toBe(`${news.title} · The Engine`);
    expectPreviewTags(article, base, `/blog/news/${news.id}`);
    expect(article.meta('og:type')).toBe('article');
    expect(bodyText(article.html)).toContain(news.title);
    expect(article.jsonLd[0]).toMatchObject({ '@type': 'NewsArticle', headline: news.title.slice(0, 110) });

    const category = await fetchPage(request, '/history');
    expect(category.title).toBe('History · The Engine');
    expectPreviewTags(category, base, '/history');

    const fresh = await fetchPage(request, '/new-businesses');
    expect(fresh.title).toBe('New Businesses · The Engine');
    expect(bodyText(fresh.html)).toContain(listings[0]!.businessName);

    const search = await fetchPage(request, '/search-results?q=hair');
    expect(search.title).toBe('Results for "hair" · The Engine');
    expect(search.canonical).toBe(`${base}/search-results?q=hair`);
    expect(bodyText(search.html)).toMatch(/Found \d+\+? business/);
  });

  test('missing pages answer 404 with their own screen; private and filtered pages are noindex', async ({ request }) => {
    for (const [path, title] of [
      ['/business/99999999', 'Business Not Found · The Engine'],
      ['/blog/news/99999999', 'Article Not Found · The Engine'],
      ['/no-such-page', 'Page not found · The Engine'],
    ] as const) {
      const page = await fetchPage(request, path);
      expect(page.status, path).toBe(404);
      expect(page.title).toBe(title);
      expect(page.meta('robots')).toBe('noindex, follow');
    }
    expect(bodyText((await fetchPage(request, '/no-such-page')).html)).toContain('Oops! Page not found');
    for (const path of ['/check-status', '/business-confirmation?listingNumber=BL-12345678', '/search-results?q=hair&state=GA', '/admin-login']) {
      expect((await fetchPage(request, path)).meta('robots'), path).toMatch(/^noindex/);
    }
  });

  test('pages travel compressed; unknown files and API paths stay a JSON 404', async ({ request }) => {
    // Playwright's client asks for gzip and brotli and decodes them, so the header says what was sent.
    const page = await request.get('/new-businesses', { headers: { accept: 'text/html' } });
    expect(page.status()).toBe(200);
    expect(page.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(page.headers()['vary']).toMatch(/accept-encoding/i);
    expect(await page.text()).toContain('data-testid="new-business-card"');
    for (const path of ['/api/no-such-thing', '/assets/no-such-file.js', '/uploads/no-such-photo.jpg']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect((await res.json()).error.code, path).toBe('not_found');
    }
  });

  test('photos carry their box size and both sizes; only the first card photo loads at once', async ({ request }) => {
    const html = (await fetchPage(request, '/new-businesses')).html;
    // Each card's own photo (a card without photos shows a placeholder instead).
    const cardPhotos = html
      .split('data-testid="new-business-card"')
      .slice(1)
      .map((card) => /<img ([^>]*src="\/uploads\/[^>]*)>/.exec(card)?.[1]);
    const photos = cardPhotos.filter((attrs): attrs is string => attrs !== undefined);
    expect(photos.length).toBeGreaterThan(5);
    for (const attrs of photos) {
      expect(attrs).toMatch(/ width="\d+" height="\d+"/);
      expect(attrs).toMatch(/srcset="\/uploads\/[^"]+-thumb\.\w+ \d+w, \/uploads\/[^"]+ \d+w"/i);
      expect(attrs).toMatch(/ sizes="[^"]+"/);
    }
    if (cardPhotos[0]) {
      expect(cardPhotos[0]).toMatch(/loading="eager"/);
      expect(cardPhotos[0]).toMatch(/fetchpriority="high"/i);
    }
    expect(cardPhotos.slice(1).every((attrs) => attrs === undefined || attrs.includes('loading="lazy"'))).toBe(true);
  });

  test('a server-rendered business page takes over without fetching its data again', async ({ page, request }) => {
    const [listing] = (await (await request.get('/api/listings?sort=newest&limit=1')).json()).items as { id: number; businessName: string }[];
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/listings')) asked.push(r.url());
    });
    await page.goto(`/business/${listing!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing!.businessName })).toBeVisible();
    // Interactive after hydration: the Back button navigates in the app.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/new-businesses$/);
    expect(asked.filter((url) => new URL(url).pathname === `/api/listings/${listing!.id}`)).toEqual([]);
  });
});
