// The one table of the app's paths: patterns for the router, builders for links. Never spell a path elsewhere.
import { ClipboardCheck, HandHeart, Landmark, type LucideIcon, Newspaper, Sparkles, Store } from 'lucide-react';
import type { ArticleSource } from '@shared/reference';

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

  /** /search-results?q=<term>, the term encoded with encodeURIComponent (a space is %20). */
  searchFor: (q: string) => `/search-results?q=${encodeURIComponent(q)}`,
  businessConfirmationFor: (listingNumber: string) => `/business-confirmation?listingNumber=${encodeURIComponent(listingNumber)}`,
  blog: (source: ArticleSource | string, id: string | number) => `/blog/${encodeURIComponent(source)}/${encodeURIComponent(String(id))}`,
  reviews: (businessId: string | number) => `/reviews/${encodeURIComponent(String(businessId))}`,
  /** The reviews page with 'Write a Review' open (the state PAGE_FORMS.review opens). */
  writeReview: (businessId: string | number) => `/reviews/${encodeURIComponent(String(businessId))}?write`,
  business: (id: string | number) => `/business/${encodeURIComponent(String(id))}`,
  eventDetail: (id: string | number) => `/events/${encodeURIComponent(String(id))}`,
  accountListing: (id: string | number) => `/account/listings/${encodeURIComponent(String(id))}`,
} as const;

/** Router patterns of the paths that carry parameters. */
export const patterns = {
  blog: '/blog/:source/:id',
  reviews: '/reviews/:businessId',
  business: '/business/:id',
  event: '/events/:id',
  accountListing: '/account/listings/:id',
} as const;

/** Any path starting with this redirects to the admin login (the spec's /admin.{site}). */
export const ADMIN_SITE_PREFIX = '/admin.';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** One line for the home page's Explore grid. */
  blurb: string;
}

/** The main navigation, in the spec's order: top bar, phone menu and the home page's Explore grid. */
export const mainNav: readonly NavItem[] = [
  { label: 'Pop Culture', to: paths.popCulture, icon: Sparkles, blurb: 'Music, film and the culture' },
  { label: 'News', to: paths.news, icon: Newspaper, blurb: 'Stories from our communities' },
  { label: 'History', to: paths.history, icon: Landmark, blurb: 'Where we come from' },
  { label: 'New Businesses', to: paths.newBusinesses, icon: Store, blurb: 'Fresh ventures to support' },
  { label: 'Get Involved', to: paths.getInvolved, icon: HandHeart, blurb: 'Events and causes near you' },
  { label: 'Check Status', to: paths.checkStatus, icon: ClipboardCheck, blurb: 'Track your listing' },
];
