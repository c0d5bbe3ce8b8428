// schema.org JSON-LD for the pages search engines and link previews read: a business, an article, the site.
// Pure builders that run on both sides; empty values are stripped so no `null` or `""` reaches a crawler.
import { parseHours, type TimeRange } from '../hours';
import { absoluteUrl, paths, siteRoot } from '../paths';
import { socialProfileUrl, type BusinessTypeName } from '../reference';
import { attributeInfo, attributeLabel, attributeLevelText, type AttributeGroup } from '../reference/attributes';
import type { Article } from '../schemas/article';
import type { ListingCard } from '../schemas/listing';
import type { Review } from '../schemas/review';
import { scriptJson } from '../script-json';

export const SCHEMA_CONTEXT = 'https://schema.org';
export const HEADLINE_MAX = 110;
export const MAX_EMBEDDED_REVIEWS = 5;

/** One JSON-LD node: a schema.org type and its properties. */
export interface JsonLd {
  '@context'?: string;
  '@type': string;
  [property: string]: unknown;
}

/** The schema.org type of each business type: the closest LocalBusiness subtype, LocalBusiness when none fits. */
export const BUSINESS_SCHEMA_TYPES: Record<BusinessTypeName, string> = {
  'Beauty & Personal Care': 'HealthAndBeautyBusiness',
  // Bakeries, caterers and food trucks too, so the parent of Restaurant rather than Restaurant itself.
  'Restaurants & Food Services': 'FoodEstablishment',
  'Retail & Boutiques': 'Store',
  'Health, Wellness & Fitness': 'HealthAndBeautyBusiness',
  // schema.org discourages ProfessionalService (confused with Service) and points to LocalBusiness.
  'Professional Services': 'LocalBusiness',
  'Home & Business Services': 'HomeAndConstructionBusiness',
  'Child & Family Services': 'ChildCare',
  'Arts & Entertainment': 'EntertainmentBusiness',
  'Transportation & Auto': 'AutomotiveBusiness',
  'Events, Culture & Experiences': 'EntertainmentBusiness',
  'Technology & E-commerce': 'LocalBusiness',
  // EducationalOrganization is not a LocalBusiness, which local results need.
  'Education & Training': 'LocalBusiness',
  'Finance & Insurance': 'FinancialService',
  'Health Care': 'MedicalBusiness',
  'Crafts & Stationery': 'Store',
  'Not Listed': 'LocalBusiness',
};

export function businessSchemaType(businessType: string): string {
  return Object.hasOwn(BUSINESS_SCHEMA_TYPES, businessType) ? BUSINESS_SCHEMA_TYPES[businessType as BusinessTypeName] : 'LocalBusiness';
}

/** The whole `<script type="application/ld+json">` tag, escaped so no text can end the script. */
export function jsonLdScript(data: object | object[]): string {
  return `<script type="application/ld+json">${scriptJson(prune(data) ?? {})}</script>`;
}

export interface LocalBusinessOptions {
  /** This listing's page, absolute: the node's @id and the url when the business has no website. */
  pageUrl: string;
  /** The site's origin, to make stored photo paths absolute. */
  siteUrl: string;
  /** Reviews to embed; the newest five are used. */
  reviews?: Review[];
}

export function localBusinessJsonLd(listing: Omit<ListingCard, 'distance'>, options: LocalBusinessOptions): JsonLd {
  const { pageUrl, siteUrl } = options;
  const hasGeo = isFiniteNumber(listing.latitude) && isFiniteNumber(listing.longitude);
  const sameAs = listing.socialMediaPlatforms
    .filter((s) => s.username.trim())
    .map((s) => socialProfileUrl(s.platform, s.username))
    .filter(isWebUrl);
  const ofGroup = (group: AttributeGroup) => listing.attributes.filter((a) => attributeInfo(a.key).group === group);
  const reviews = [...(options.reviews ?? [])].sort((a, b) => timeOf(b.createdAt) - timeOf(a.createdAt)).slice(0, MAX_EMBEDDED_REVIEWS);
  const node: JsonLd = {
    '@context': SCHEMA_CONTEXT,
    '@type': businessSchemaType(listing.businessType),
    '@id': `${pageUrl}#business`,
    name: listing.businessName,
    description: listing.description,
    url: websiteUrl(listing.website) ?? pageUrl,
    telephone: listing.phoneNumber,
    email: listing.businessEmail,
    address: {
      '@type': 'PostalAddress',
      streetAddress: streetAddressOf(listing.address, listing.city),
      addressLocality: listing.city,
      addressRegion: listing.state,
      postalCode: listing.zipCode,
      addressCountry: 'US',
    },
    geo: hasGeo ? { '@type': 'GeoCoordinates', latitude: listing.latitude, longitude: listing.longitude } : undefined,
    image: listing.businessPhotos.map((p) => absoluteUrl(siteUrl, p)),
    openingHoursSpecification: openingHoursSpecification(listing.businessHours),
    priceRange: listing.priceLevel ? '$'.repeat(listing.priceLevel) : undefined,
    foundingDate: listing.yearFounded ? String(listing.yearFounded) : undefined,
    sameAs: [...new Set(sameAs)],
    // Only a verified owner makes the founder, a named person, a stated fact; and the listing says it is verified.
    founder: listing.verifiedOwner && listing.founderName ? { '@type': 'Person', name: listing.founderName, description: listing.founderBio } : undefined,
    // Ownership with who says so ('Black-owned': 'Self-identified' or 'Verified by The Engine, March 2027').
    additionalProperty: [
      ...(listing.verifiedOwner ? [{ '@type': 'PropertyValue', name: 'Verified owner', value: true }] : []),
      ...ofGroup('ownership').map((a) => ({ '@type': 'PropertyValue', name: attributeLabel(a.key), value: attributeLevelText(a.verifiedAt) })),
    ],
    amenityFeature: ofGroup('amenity').map((a) => ({ '@type': 'LocationFeatureSpecification', name: attributeLabel(a.key), value: true })),
    knowsLanguage: ofGroup('language').map((a) => attributeLabel(a.key)),
    // The owner's last "still right": when the listing's facts were last known to be current.
    dateModified: listing.ownerConfirmedAt ?? undefined,
    aggregateRating:
      listing.rating.count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: Math.round(listing.rating.average * 10) / 10,
            reviewCount: listing.rating.count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
    review: reviews.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.username },
      datePublished: isoDate(r.createdAt)?.slice(0, 10),
      reviewBody: r.content,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
  return prune(node) as JsonLd;
}

/**
 * Weekly hours as Google documents them: one spec per set of days sharing a range, a range past midnight
 * in one spec that closes at its time (18:00–03:00), always open as 00:00–23:59 every day, closed days left out.
 */
export function openingHoursSpecification(hoursText: string | null | undefined): JsonLd[] {
  const hours = parseHours(hoursText);
  if (hours.kind === 'always') return [hoursSpec(DAY_URLS, '00:00', '23:59')];
  if (hours.kind !== 'weekly') return [];
  const byRange = new Map<string, { range: TimeRange; days: string[] }>();
  hours.days.forEach((ranges, day) => {
    for (const range of ranges) {
      const key = `${range.open}-${range.close}`;
      const entry = byRange.get(key) ?? { range, days: [] };
      // A day that names the same range twice still has it once.
      if (!entry.days.includes(DAY_URLS[day]!)) entry.days.push(DAY_URLS[day]!);
      byRange.set(key, entry);
    }
  });
  return [...byRange.values()].map(({ range, days }) => {
    const wholeDay = range.open === 0 && range.close === MINUTES_PER_DAY;
    return hoursSpec(days, clock(range.open), wholeDay ? '23:59' : clock(range.close));
  });
}

export interface ArticleOptions {
  pageUrl: string;
  siteUrl: string;
  siteName: string;
  /** When the article last changed; its publication date when not given (the API sends no update date). */
  dateModified?: string;
}

export function articleJsonLd(article: Article, options: ArticleOptions): JsonLd {
  const { pageUrl, siteUrl, siteName } = options;
  const site = siteRoot(siteUrl);
  const published = isoDate(article.createdAt);
  const byTheSite = ['', 'admin', siteName.trim().toLowerCase()].includes(article.author.trim().toLowerCase());
  const node: JsonLd = {
    '@context': SCHEMA_CONTEXT,
    '@type': article.category === 'News' ? 'NewsArticle' : 'Article',
    '@id': `${pageUrl}#article`,
    headline: headline(article.title),
    description: article.excerpt,
    image: article.imageUrl ? [absoluteUrl(siteUrl, article.imageUrl)] : undefined,
    author: byTheSite ? { '@type': 'Organization', name: siteName, url: site } : { '@type': 'Person', name: article.author.trim() },
    datePublished: published,
    dateModified: isoDate(options.dateModified) ?? published,
    articleSection: article.category,
    keywords: article.tags.join(', '),
    url: pageUrl,
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
    publisher: publisherOf(siteName, site),
  };
  return prune(node) as JsonLd;
}

export function websiteJsonLd(site: { name: string; url: string }): JsonLd {
  return siteNode('WebSite', 'website', site, (url) => ({
    potentialAction: {
      '@type': 'SearchAction',
      // A template, not a search: the placeholder stays unencoded, where paths.searchFor would encode it.
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(url, paths.searchResults)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  }));
}

export function organizationJsonLd(site: { name: string; url: string; email: string; phone: string; logo?: string }): JsonLd {
  return siteNode('Organization', 'organization', site, (url) => ({
    logo: absoluteUrl(url, site.logo || SITE_LOGO_PATH),
    email: site.email,
    telephone: site.phone,
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: site.email, telephone: site.phone },
  }));
}

/** A node about the site itself, named `<site>/#<fragment>`; `more` adds its own properties from the site's address. */
function siteNode(type: string, fragment: string, site: { name: string; url: string }, more: (url: string) => Record<string, unknown>): JsonLd {
  const url = siteRoot(site.url);
  return prune({
    '@context': SCHEMA_CONTEXT,
    '@type': type,
    '@id': absoluteUrl(url, `${paths.home}#${fragment}`),
    name: site.name,
    url,
    ...more(url),
  }) as JsonLd;
}

const SITE_LOGO_PATH = '/apple-touch-icon.png';
const MINUTES_PER_DAY = 24 * 60;
const DAY_URLS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => `${SCHEMA_CONTEXT}/${d}`);

function publisherOf(name: string, site: string): JsonLd {
  return { '@type': 'Organization', name, url: site, logo: { '@type': 'ImageObject', url: absoluteUrl(site, SITE_LOGO_PATH) } };
}

function hoursSpec(days: string[], opens: string, closes: string): JsonLd {
  return { '@type': 'OpeningHoursSpecification', dayOfWeek: days.length === 1 ? days[0] : days, opens, closes };
}

/** 'HH:MM' of minutes after midnight; a close at midnight (1440) is 00:00 of the next day. */
function clock(minutes: number): string {
  const m = minutes % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** At most HEADLINE_MAX characters, cut at a word with an ellipsis. */
function headline(title: string): string {
  const text = title.trim();
  if (text.length <= HEADLINE_MAX) return text;
  const cut = text.slice(0, HEADLINE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > HEADLINE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The street part of the address text: what comes before the city (the first part when the city is not in it). */
function streetAddressOf(address: string, city: string | null): string | undefined {
  const parts = address.split(',');
  const cityLc = city?.trim().toLowerCase();
  if (cityLc) {
    const at = parts.findIndex((p, i) => i > 0 && p.trim().toLowerCase().startsWith(cityLc));
    if (at > 0) return parts.slice(0, at).join(',').trim();
    if (parts[0]?.trim().toLowerCase().startsWith(cityLc)) return undefined;
  }
  return parts[0]?.trim();
}

/** The website as an absolute URL (https:// added to a bare host); undefined when there is none or it is not a URL. */
function websiteUrl(website: string | null): string | undefined {
  const text = website?.trim();
  if (!text) return undefined;
  const url = /^https?:\/\//i.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;
  return isWebUrl(url) ? url : undefined;
}

/**
 * An http(s) URL on a named host (a dot and a top-level name): a handle turned into 'https://handle' by a
 * platform without profile links is not, nor a phone number, which URL parsing reads as an IPv4 address.
 */
function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /\.[a-z][a-z0-9-]*$/i.test(url.hostname);
  } catch {
    return false;
  }
}

function isFiniteNumber(value: number | null): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function timeOf(date: string): number {
  const t = Date.parse(date);
  return Number.isNaN(t) ? 0 : t;
}

function isoDate(date: string | undefined): string | undefined {
  if (!date) return undefined;
  const t = Date.parse(date);
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
}

/**
 * Drops null, undefined, blank strings, non-finite numbers, empty lists and nodes left with nothing but
 * their type, so a property is either there with a value or not there at all.
 */
function prune(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() ? value : undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    const items = value.map(prune).filter((v) => v !== undefined);
    return items.length ? items : undefined;
  }
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const kept = prune(v);
      if (kept !== undefined) out[key] = kept;
    }
    return Object.keys(out).some((k) => k !== '@type' && k !== '@context') ? out : undefined;
  }
  return value;
}
