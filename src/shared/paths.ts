// The one table of the site's page paths: patterns for the router, builders for links, used by the web app
// and by the server (sitemap, e-mails, structured data, page cache). Never spell a page path elsewhere.
import type { ArticleSource } from './reference';

export const paths = {
  home: '/',
  search: '/search',
  searchResults: '/search-results',
  listBusiness: '/list-business',
  signUp: '/sign-up',
  founderInfo: '/founder-info',
  popCulture: '/pop-culture',
  news: '/news',
  history: '/history',
  getInvolved: '/get-involved',
  listCommunityEvent: '/list-community-event',
  eventConfirmation: '/event-confirmation',
  businessConfirmation: '/business-confirmation',
  privacy: '/privacy',
  terms: '/terms',
  newBusinesses: '/new-businesses',
  checkStatus: '/check-status',
  adminLogin: '/admin-login',
  adminDashboard: '/admin-dashboard',
  account: '/account',
  accountSignIn: '/account/sign-in',
  /** The page of the e-mailed 'Yes, still right' link (the token in ?token=). */
  stillRight: '/still-right',
  /** The businesses saved in this browser; with ?ids= a list someone shared. */
  saved: '/saved',
  /** What the offline site shows for a page it did not keep (the service worker sends the visitor here). */
  offline: '/offline',

  /** /search-results?q=<term>, the term encoded with encodeURIComponent (a space is %20). */
  searchFor: (q: string) => `/search-results?q=${encodeURIComponent(q)}`,
  businessConfirmationFor: (listingNumber: string) => `/business-confirmation?listingNumber=${encodeURIComponent(listingNumber)}`,
  blog: (source: ArticleSource | string, id: string | number) => `/blog/${encodeURIComponent(source)}/${encodeURIComponent(String(id))}`,
  reviews: (businessId: string | number) => `/reviews/${encodeURIComponent(String(businessId))}`,
  /** The reviews page with 'Write a Review' open (the state PAGE_FORMS.review opens). */
  writeReview: (businessId: string | number) => `/reviews/${encodeURIComponent(String(businessId))}?write`,
  business: (id: string | number) => `/business/${encodeURIComponent(String(id))}`,
  eventDetail: (id: string | number) => `/events/${encodeURIComponent(String(id))}`,
  /** A shared list of saved businesses: /saved?ids=12,34 (the commas left as they are, for a readable link). */
  savedList: (ids: readonly number[]) => `/saved?ids=${ids.map((id) => Math.trunc(id)).join(',')}`,
  accountListing: (id: string | number) => `/account/listings/${encodeURIComponent(String(id))}`,
  /** The one-time sign-in link an owner is e-mailed, and where it sends them once signed in. */
  /** The one-click 'Yes, still right' link an owner is e-mailed: a page that asks before it acts. */
  stillRightWith: (token: string) => `/still-right?token=${encodeURIComponent(token)}`,
  accountSignInWith: (token: string, next?: string) => `/account/sign-in?token=${encodeURIComponent(token)}${next ? `&next=${encodeURIComponent(next)}` : ''}`,
} as const;

/** Router patterns of the paths that carry parameters. */
export const patterns = {
  blog: '/blog/:source/:id',
  reviews: '/reviews/:businessId',
  business: '/business/:id',
  event: '/events/:id',
  accountListing: '/account/listings/:id',
} as const;

/** The site's address without trailing slashes, the form every absolute link starts with. */
export const siteRoot = (siteUrl: string) => siteUrl.trim().replace(/\/+$/, '');

/**
 * The absolute address of a path of the site (`absoluteUrl('https://example.org/', '/news')` is
 * 'https://example.org/news'); an http(s) URL, such as a photo in a bucket, is returned as it is.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteRoot(siteUrl)}/${path.replace(/^\/+/, '')}`;
}

/** Any path starting with this redirects to the admin login (the spec's /admin.{site}). */
export const ADMIN_SITE_PREFIX = '/admin.';
