// The home page: the brand, one search box, popular categories, the Explore grid on phones and
// an invitation to list a business. Loaded with the app (not lazily) so the first screen is instant.
import { ArrowRight, ClipboardCheck, Store } from 'lucide-react';
import { Logo } from '@web/components/logo';
import { SearchForm } from '@web/components/search-form';
import { siteSettings, TAGLINE } from '@web/lib/inline-site-settings';
import type { PageHandle } from '@web/app/page-handle';
import { paths } from '@shared/paths';
import { CommunityPromise } from './community-promise';
import { ExploreGrid } from './explore-grid';
import { PopularCategories } from './popular-categories';
import { ButtonLink } from '@web/components/button-link';

/**
 * The home page's title is the site's default: its head adds only structured data, whose code the browser
 * never loads (nor does it read this head: the tab gets the default title back as a screen leaves).
 */
export const homePageHandle: PageHandle = {
  head: async (context) => (await import('./home-head')).homeHead(context),
};

export function HomePage() {
  return (
    <>
      <section className="relative isolate overflow-hidden border-b">
        <HeroBackdrop />
        <div className="container-page flex flex-col items-center gap-6 pb-10 pt-9 text-center sm:gap-7 sm:pb-16 sm:pt-16 md:pb-20 md:pt-20">
          <h1 className="flex flex-col items-center gap-4">
            <span className="sr-only">
              {siteSettings.name} — {TAGLINE}
            </span>
            <span aria-hidden="true">
              <Logo size="lg" tagline={false} className="flex-col gap-3 sm:flex-row sm:gap-4" />
            </span>
            <span aria-hidden="true" className="font-display text-xl font-extrabold text-ember sm:text-2xl">
              {TAGLINE}
            </span>
          </h1>
          <p className="max-w-xl text-base text-muted-foreground sm:text-lg">
            Find and support Black-owned and community businesses near you, plus the news, culture and history that move us.
          </p>
          <SearchForm size="lg" className="max-w-2xl" />
          <PopularCategories />
        </div>
      </section>

      <ExploreGrid />

      <CommunityPromise />

      <ListYourBusiness />
    </>
  );
}

function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-gold-soft/80 via-cream to-cream">
      <div className="absolute -left-32 -top-40 size-[28rem] rounded-full bg-gold/20 blur-3xl" />
      <div className="absolute -right-40 top-10 size-[26rem] rounded-full bg-ember/10 blur-3xl" />
      <svg className="absolute inset-0 size-full opacity-[0.35]" xmlns="http://www.w3.org/2000/svg">
        <defs>
          <pattern id="hero-dots" width="28" height="28" patternUnits="userSpaceOnUse">
            <circle cx="2" cy="2" r="1.2" fill="#A67C00" fillOpacity="0.35" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#hero-dots)" />
      </svg>
    </div>
  );
}

function ListYourBusiness() {
  return (
    <section aria-labelledby="list-heading" className="container-page pb-12 md:pb-20">
      <div className="relative overflow-hidden rounded-3xl bg-espresso px-6 py-10 text-cream shadow-lift sm:px-10 md:px-14 md:py-14">
        <div aria-hidden="true" className="absolute -right-20 -top-24 size-80 rounded-full bg-gold/25 blur-3xl" />
        <div className="relative grid items-center gap-8 md:grid-cols-[1.4fr_1fr]">
          <div className="flex flex-col gap-4">
            <p className="inline-flex items-center gap-2 text-sm font-bold uppercase tracking-[0.16em] text-gold">
              <Store className="size-4" aria-hidden="true" />
              For business owners
            </p>
            <h2 id="list-heading" className="text-3xl text-cream md:text-4xl">
              Put your business in front of the community
            </h2>
            <p className="max-w-lg text-[#e9dfcf]">
              Tell us about your business, no account required. Our team reviews every listing within 48 hours, and you can follow along with your listing
              number.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row md:flex-col md:items-stretch">
            <ButtonLink size="lg" className="md:w-full" to={paths.listBusiness}>
              List Your Business
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
            <ButtonLink
              size="lg"
              variant="outline"
              className="border-white/25 bg-transparent text-cream hover:border-gold hover:bg-white/5 md:w-full"
              to={paths.checkStatus}
            >
              <ClipboardCheck aria-hidden="true" />
              Check Status
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
