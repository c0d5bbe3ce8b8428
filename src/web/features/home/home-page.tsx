// The home page: the brand, one search box and popular categories, loaded with the app (not lazily) so the
// first screen is instant; under them, the sections (new and nearby businesses, reviews, events, stories,
// Explore, an invitation to list a business), whose code comes later (home-sections.tsx).
import { lazy, Suspense, type ComponentType } from 'react';
import { Logo } from '@web/components/logo';
import { SearchForm } from '@web/components/search-form';
import { siteSettings, TAGLINE } from '@web/lib/inline-site-settings';
import type { PageHandle } from '@web/app/page-handle';
import { PopularCategories } from './popular-categories';

const loadSections = () => import('./home-sections');
const LazySections = lazy(async () => ({ default: (await loadSections()).HomeSections }));
/**
 * The sections once the server render has loaded them: drawn straight away, as a lazy component is drawn
 * only once its promise has settled, too late for the render (which would send its fallback instead).
 */
let loadedSections: ComponentType | undefined;

/**
 * The sections' data, fetched by the server render with their code. The home page's title is the site's
 * default: its head adds only structured data, whose code the browser never loads (nor does it read this
 * head: the tab gets the default title back as a screen leaves).
 */
export const homePageHandle: PageHandle = {
  prefetch: async (context) => {
    const sections = await loadSections();
    loadedSections = sections.HomeSections;
    return sections.prefetchHomeSections(context);
  },
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

      {/*
        While hydrating, the browser keeps the server's HTML for this boundary until the sections' code has
        arrived, then brings it to life as it was drawn. After a move from another page, it holds their place.
      */}
      <Suspense fallback={<div className="min-h-screen" />}>
        <HomeSectionsSlot />
      </Suspense>
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

function HomeSectionsSlot() {
  const Sections = loadedSections ?? LazySections;
  return <Sections />;
}
