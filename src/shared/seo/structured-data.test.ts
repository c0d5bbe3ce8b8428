import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPES } from '../reference';
import type { Article } from '../schemas/article';
import type { ListingCard } from '../schemas/listing';
import type { Review } from '../schemas/review';
import {
  articleJsonLd,
  BUSINESS_SCHEMA_TYPES,
  businessSchemaType,
  jsonLdScript,
  localBusinessJsonLd,
  organizationJsonLd,
  websiteJsonLd,
  type JsonLd,
} from './structured-data';

// A small checker of the properties schema.org and Google's rich results require or recommend per type,
// walked over the whole tree so nested reviews and ratings are held to their rules too.
const LOCAL_BUSINESS_TYPES = new Set([...Object.values(BUSINESS_SCHEMA_TYPES), 'LocalBusiness']);
const ARTICLE_TYPES = new Set(['Article', 'NewsArticle']);
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function problems(node: unknown, parent?: Record<string, unknown>, path = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => problems(n, parent, `${path}[${i}]`));
  if (node === null || node === undefined) return [`${path}: empty value`];
  if (typeof node !== 'object') return [];
  const n = node as Record<string, unknown>;
  const out: string[] = [];
  const type = n['@type'];
  const need = (ok: boolean, what: string) => {
    if (!ok) out.push(`${path} (${String(type)}): ${what}`);
  };
  const isString = (v: unknown) => typeof v === 'string' && v.length > 0;
  const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
  const named = (v: unknown) => typeof v === 'object' && v !== null && isString((v as Record<string, unknown>).name);
  const typed = (v: unknown, ...types: string[]) => typeof v === 'object' && v !== null && types.includes((v as Record<string, unknown>)['@type'] as string);
  if (typeof type === 'string' && LOCAL_BUSINESS_TYPES.has(type)) {
    need(isString(n.name), 'name');
    need(typed(n.address, 'PostalAddress'), 'address is a PostalAddress');
    if (n.geo !== undefined) {
      const geo = n.geo as Record<string, unknown>;
      need(typed(geo, 'GeoCoordinates') && isNumber(geo.latitude) && isNumber(geo.longitude), 'geo coordinates');
    }
  }
  if (type === 'Review') {
    need(typed(n.author, 'Person', 'Organization') && named(n.author), 'author with a name');
    need(typed(n.reviewRating, 'Rating') && isNumber((n.reviewRating as Record<string, unknown>).ratingValue), 'reviewRating');
    const nested = parent !== undefined && LOCAL_BUSINESS_TYPES.has(parent['@type'] as string);
    need(nested || n.itemReviewed !== undefined, 'itemReviewed or nested in the reviewed item');
  }
  if (type === 'AggregateRating') {
    need(isNumber(n.ratingValue), 'ratingValue');
    need(Number.isInteger(n.reviewCount) && (n.reviewCount as number) > 0, 'reviewCount');
  }
  if (typeof type === 'string' && ARTICLE_TYPES.has(type)) {
    need(isString(n.headline) && (n.headline as string).length <= 110, 'headline of at most 110 characters');
    need(Array.isArray(n.image) ? n.image.length > 0 && n.image.every(isString) : isString(n.image), 'image');
    need(isString(n.datePublished) && ISO_DATE_TIME.test(n.datePublished as string), 'datePublished in ISO 8601');
    need(typed(n.author, 'Person', 'Organization') && named(n.author), 'author with a name');
  }
  for (const [key, value] of Object.entries(n)) out.push(...problems(value, n, `${path}.${key}`));
  return out;
}

/** Every value in the tree, as JSON would have it. */
function allValues(node: unknown): unknown[] {
  if (Array.isArray(node)) return node.flatMap(allValues);
  if (node !== null && typeof node === 'object') return Object.values(node).flatMap((v) => [v, ...allValues(v)]);
  return [];
}

const listing = (overrides: Partial<ListingCard> = {}): ListingCard => ({
  id: 7,
  businessName: 'Soul Kitchen',
  businessType: 'Restaurants & Food Services',
  description: 'Southern cooking.',
  address: '12 Auburn Ave NE, Atlanta, GA 30303',
  formattedAddress: null,
  city: 'Atlanta',
  state: 'GA',
  zipCode: '30303',
  latitude: 33.755,
  longitude: -84.38,
  timeZone: 'America/New_York',
  phoneNumber: '(404) 555-0100',
  businessEmail: 'hello@soulkitchen.example',
  website: 'soulkitchen.example',
  businessHours: 'Mon-Fri 9am-5pm, Sat 10:00-14:00, Sun Closed',
  socialMediaPlatforms: [
    { platform: 'Instagram', username: '@soulkitchen' },
    { platform: 'WhatsApp', username: '4045550100' },
  ],
  servicesOffered: 'Dine-In',
  keywords: '',
  businessPhotos: ['/uploads/a.jpg', 'https://cdn.example.org/b.jpg'],
  founderName: 'Ruth Mae',
  founderBio: null,
  priceLevel: 2,
  yearFounded: 2019,
  createdAt: '2026-01-01T00:00:00.000Z',
  approvedAt: '2026-01-02T00:00:00.000Z',
  closedAt: null,
  verifiedOwner: false,
  ownerConfirmedAt: null,
  attributes: [],
  distance: null,
  rating: { count: 3, average: 4.3333 },
  ...overrides,
});

const review = (id: number, day: number): Review => ({
  id,
  username: `Guest ${id}`,
  rating: (id % 5) + 1,
  content: 'Great food and kind people.',
  createdAt: new Date(Date.UTC(2026, 1, day, 15, 30)).toISOString(),
  ownerReply: null,
});

const options = { pageUrl: 'https://engine.example/business/7', siteUrl: 'https://engine.example/' };

const article = (overrides: Partial<Article> = {}): Article => ({
  id: 3,
  title: 'Juneteenth on the Westside',
  excerpt: 'How the neighborhood celebrated.',
  author: 'Jordan Lee',
  category: 'News',
  source: 'news',
  imageUrl: '/uploads/juneteenth.jpg',
  readTime: '3 min read',
  tags: ['juneteenth', 'westside'],
  location: 'Georgia',
  organizationName: null,
  createdAt: '2026-06-19T12:00:00.000Z',
  content: 'Body.',
  contactPerson: null,
  email: null,
  phone: null,
  address: null,
  involvement: null,
  ...overrides,
});

const articleOptions = { pageUrl: 'https://engine.example/blog/news/3', siteUrl: 'https://engine.example', siteName: 'The Engine' };

describe('localBusinessJsonLd', () => {
  it('builds a valid business node with every property typed', () => {
    const node = localBusinessJsonLd(listing(), { ...options, reviews: [review(1, 1), review(2, 2)] });
    expect(problems(node)).toEqual([]);
    expect(node).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'FoodEstablishment',
      '@id': 'https://engine.example/business/7#business',
      name: 'Soul Kitchen',
      url: 'https://soulkitchen.example',
      telephone: '(404) 555-0100',
      email: 'hello@soulkitchen.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Auburn Ave NE',
        addressLocality: 'Atlanta',
        addressRegion: 'GA',
        postalCode: '30303',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 33.755, longitude: -84.38 },
      image: ['https://engine.example/uploads/a.jpg', 'https://cdn.example.org/b.jpg'],
      priceRange: '$$',
      foundingDate: '2019',
      sameAs: ['https://instagram.com/soulkitchen'],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 3, bestRating: 5, worstRating: 1 },
    });
  });

  it('gives weekly hours one spec per shared range and leaves closed days out', () => {
    const node = localBusinessJsonLd(listing(), options);
    const day = (d: string) => `https://schema.org/${d}`;
    expect(node.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(day),
        opens: '09:00',
        closes: '17:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: day('Saturday'), opens: '10:00', closes: '14:00' },
    ]);
    expect(JSON.stringify(node)).not.toContain('Sunday');
  });

  it('says 24/7 as 00:00 to 23:59 every day', () => {
    const node = localBusinessJsonLd(listing({ businessHours: 'Open 24/7' }), options);
    expect(node.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => `https://schema.org/${d}`),
        opens: '00:00',
        closes: '23:59',
      },
    ]);
  });

  it('keeps a range past midnight in one spec that closes at its time', () => {
    const node = localBusinessJsonLd(listing({ businessHours: 'Fri 6pm-2am, Sat 18:00-24:00' }), options);
    expect(node.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Friday', opens: '18:00', closes: '02:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '18:00', closes: '00:00' },
    ]);
  });

  it('leaves hours out when they are by appointment or not understood', () => {
    expect(localBusinessJsonLd(listing({ businessHours: 'By appointment' }), options)).not.toHaveProperty('openingHoursSpecification');
    expect(localBusinessJsonLd(listing({ businessHours: null }), options)).not.toHaveProperty('openingHoursSpecification');
  });

  it('embeds the five newest reviews with date-only dates', () => {
    const reviews = [3, 9, 1, 7, 5, 2, 8].map((day, i) => review(i + 1, day));
    const node = localBusinessJsonLd(listing(), { ...options, reviews });
    const embedded = node.review as { datePublished: string; author: { name: string }; reviewRating: { ratingValue: number } }[];
    expect(embedded.map((r) => r.datePublished)).toEqual(['2026-02-09', '2026-02-08', '2026-02-07', '2026-02-05', '2026-02-03']);
    expect(embedded[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Guest 2' },
      datePublished: '2026-02-09',
      reviewBody: 'Great food and kind people.',
      reviewRating: { '@type': 'Rating', ratingValue: 3, bestRating: 5, worstRating: 1 },
    });
    expect(problems(node)).toEqual([]);
  });

  it('states no rating without reviews, and no founder nor verified owner unless the owner is verified', () => {
    const node = localBusinessJsonLd(listing({ rating: { count: 0, average: 0 } }), options);
    expect(node).not.toHaveProperty('aggregateRating');
    expect(node).not.toHaveProperty('review');
    expect(node).not.toHaveProperty('founder');
    expect(node).not.toHaveProperty('additionalProperty');
    const verified = localBusinessJsonLd(listing({ verifiedOwner: true }), options);
    expect(verified.founder).toEqual({ '@type': 'Person', name: 'Ruth Mae' });
    expect(verified.additionalProperty).toEqual([{ '@type': 'PropertyValue', name: 'Verified owner', value: true }]);
    expect(problems(verified)).toEqual([]);
  });

  it('states ownership with who says so, amenities as amenityFeature and the languages spoken', () => {
    const node = localBusinessJsonLd(
      listing({
        attributes: [
          { key: 'black_owned', verifiedAt: '2027-03-09T12:00:00.000Z' },
          { key: 'woman_owned', verifiedAt: null },
          { key: 'wheelchair_accessible', verifiedAt: null },
          { key: 'speaks_spanish', verifiedAt: null },
        ],
      }),
      options,
    );
    expect(node.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Black-owned', value: 'Verified by The Engine, March 2027' },
      { '@type': 'PropertyValue', name: 'Woman-owned', value: 'Self-identified' },
    ]);
    expect(node.amenityFeature).toEqual([{ '@type': 'LocationFeatureSpecification', name: 'Wheelchair accessible', value: true }]);
    expect(node.knowsLanguage).toEqual(['Spanish']);
    expect(problems(node)).toEqual([]);
    const none = localBusinessJsonLd(listing(), options);
    expect(none).not.toHaveProperty('amenityFeature');
    expect(none).not.toHaveProperty('knowsLanguage');
  });

  it("gives the owner's last 'still right' as dateModified, and none before they confirmed", () => {
    expect(localBusinessJsonLd(listing(), options)).not.toHaveProperty('dateModified');
    const confirmed = localBusinessJsonLd(listing({ verifiedOwner: true, ownerConfirmedAt: '2026-11-03T15:04:05.000Z' }), options);
    expect(confirmed.dateModified).toBe('2026-11-03T15:04:05.000Z');
    expect(problems(confirmed)).toEqual([]);
  });

  it('strips every empty value and falls back to the page URL', () => {
    const node = localBusinessJsonLd(
      listing({
        description: '',
        website: null,
        phoneNumber: '',
        city: null,
        state: null,
        zipCode: null,
        address: '5 Elm St',
        latitude: null,
        longitude: null,
        businessHours: null,
        businessPhotos: [],
        socialMediaPlatforms: [],
        founderName: null,
        priceLevel: null,
        yearFounded: null,
        rating: { count: 0, average: 0 },
      }),
      options,
    );
    for (const value of allValues(node)) {
      expect(value).not.toBeNull();
      expect(value).not.toBeUndefined();
      expect(value).not.toBe('');
      expect(value).not.toEqual([]);
    }
    expect(JSON.stringify(node)).not.toMatch(/undefined|null/);
    expect(node.url).toBe('https://engine.example/business/7');
    expect(node.address).toEqual({ '@type': 'PostalAddress', streetAddress: '5 Elm St', addressCountry: 'US' });
    expect(Object.keys(node)).toEqual(['@context', '@type', '@id', 'name', 'url', 'email', 'address']);
    expect(problems(node)).toEqual([]);
  });

  it('maps every business type to a schema.org type, custom ones to LocalBusiness', () => {
    for (const type of BUSINESS_TYPES) expect(businessSchemaType(type.name)).toMatch(/^[A-Z][A-Za-z]+$/);
    expect(businessSchemaType('Health Care')).toBe('MedicalBusiness');
    expect(businessSchemaType('Finance & Insurance')).toBe('FinancialService');
    expect(businessSchemaType('Retail & Boutiques')).toBe('Store');
    expect(businessSchemaType('Beauty & Personal Care')).toBe('HealthAndBeautyBusiness');
    expect(businessSchemaType('Goat Yoga')).toBe('LocalBusiness');
    expect(businessSchemaType('constructor')).toBe('LocalBusiness');
  });
});

describe('articleJsonLd', () => {
  it('builds a NewsArticle for news with the publisher and page', () => {
    const node = articleJsonLd(article(), articleOptions);
    expect(problems(node)).toEqual([]);
    expect(node).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      '@id': 'https://engine.example/blog/news/3#article',
      headline: 'Juneteenth on the Westside',
      description: 'How the neighborhood celebrated.',
      image: ['https://engine.example/uploads/juneteenth.jpg'],
      author: { '@type': 'Person', name: 'Jordan Lee' },
      datePublished: '2026-06-19T12:00:00.000Z',
      dateModified: '2026-06-19T12:00:00.000Z',
      articleSection: 'News',
      keywords: 'juneteenth, westside',
      url: 'https://engine.example/blog/news/3',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://engine.example/blog/news/3' },
      publisher: {
        '@type': 'Organization',
        name: 'The Engine',
        url: 'https://engine.example',
        logo: { '@type': 'ImageObject', url: 'https://engine.example/apple-touch-icon.png' },
      },
    });
  });

  it('names the site as author of admin posts and cuts long headlines', () => {
    const node = articleJsonLd(article({ category: 'History', source: 'history', author: 'Admin', title: 'word '.repeat(40) }), {
      ...articleOptions,
      dateModified: '2026-07-01T08:00:00Z',
    });
    expect(node['@type']).toBe('Article');
    expect(node.author).toEqual({ '@type': 'Organization', name: 'The Engine', url: 'https://engine.example' });
    expect((node.headline as string).length).toBeLessThanOrEqual(110);
    expect(node.headline).toMatch(/word…$/);
    expect(node.dateModified).toBe('2026-07-01T08:00:00.000Z');
    expect(problems(node)).toEqual([]);
  });

  it('leaves the image out rather than empty when the article has none', () => {
    const node = articleJsonLd(article({ imageUrl: null, tags: [] }), articleOptions);
    expect(node).not.toHaveProperty('image');
    expect(node).not.toHaveProperty('keywords');
    expect(problems(node)).toContain('$ (NewsArticle): image');
  });
});

describe('site nodes', () => {
  it('describes the site search', () => {
    const node: JsonLd = websiteJsonLd({ name: 'The Engine', url: 'https://engine.example/' });
    expect(node).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://engine.example/#website',
      name: 'The Engine',
      url: 'https://engine.example',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://engine.example/search-results?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('describes the organization and its contact point', () => {
    const node = organizationJsonLd({ name: 'The Engine', url: 'https://engine.example', email: 'support@engine.example', phone: '(404) 555-0123' });
    expect(node).toMatchObject({
      '@type': 'Organization',
      name: 'The Engine',
      logo: 'https://engine.example/apple-touch-icon.png',
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: 'support@engine.example', telephone: '(404) 555-0123' },
    });
    expect(organizationJsonLd({ name: 'X', url: 'https://x.example', email: 'a@x.example', phone: '1', logo: '/logo.png' }).logo).toBe(
      'https://x.example/logo.png',
    );
  });
});

describe('jsonLdScript', () => {
  it('escapes text that could end the script, and reads back the same', () => {
    const node = localBusinessJsonLd(listing({ businessName: 'Tom & Jerry </script><script>alert(1)</script> <!-- \u2028\u2029' }), options);
    const tag = jsonLdScript(node);
    expect(tag.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(tag.endsWith('</script>')).toBe(true);
    const inner = tag.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(inner).not.toMatch(/[<>&\u2028\u2029]/);
    expect(inner).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(inner)).toEqual(node);
  });

  it('writes a list of nodes as a JSON array without empty values', () => {
    const tag = jsonLdScript([websiteJsonLd({ name: 'S', url: 'https://s.example' }), { '@type': 'Thing', name: null, alternateName: undefined }]);
    const parsed = JSON.parse(tag.slice(tag.indexOf('>') + 1, -'</script>'.length)) as unknown[];
    expect(parsed).toHaveLength(1);
    expect(parsed[0]).toMatchObject({ '@type': 'WebSite' });
  });
});
