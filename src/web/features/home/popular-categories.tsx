// Popular business types, each a one-tap directory search for that type.
import { Briefcase, HeartPulse, type LucideIcon, Palette, Scissors, ShoppingBag, Utensils } from 'lucide-react';
import { Link } from 'react-router';
import type { BusinessTypeName } from '@shared/reference';
import { paths } from '@shared/paths';

const POPULAR: readonly { type: BusinessTypeName; label: string; icon: LucideIcon }[] = [
  { type: 'Restaurants & Food Services', label: 'Restaurants', icon: Utensils },
  { type: 'Beauty & Personal Care', label: 'Beauty', icon: Scissors },
  { type: 'Retail & Boutiques', label: 'Boutiques', icon: ShoppingBag },
  { type: 'Health, Wellness & Fitness', label: 'Health & Fitness', icon: HeartPulse },
  { type: 'Professional Services', label: 'Professional Services', icon: Briefcase },
  { type: 'Arts & Entertainment', label: 'Arts & Entertainment', icon: Palette },
];

export function PopularCategories() {
  return (
    <nav aria-labelledby="popular-heading" className="flex w-full flex-col gap-3">
      <h2 id="popular-heading" className="text-center font-sans text-xs font-bold uppercase tracking-[0.16em] text-muted-foreground">
        Popular categories
      </h2>
      {/*
        Phones: one row that scrolls sideways, fading out at the edge so it plainly goes on (its end padding
        outlasts the fade, so the last chip scrolls clear of it); wider screens: centred rows.
      */}
      <ul className="-mx-4 flex snap-x gap-2 overflow-x-auto scroll-pl-4 scroll-pr-12 pb-1 pl-4 pr-12 [mask-image:linear-gradient(to_left,transparent,#000_3rem)] [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:justify-center sm:overflow-visible sm:px-0 sm:[mask-image:none]">
        {POPULAR.map(({ type, label, icon: Icon }) => (
          <li key={type} className="shrink-0 snap-start">
            <Link
              to={paths.searchFor(type)}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border bg-card/80 px-4 text-sm font-semibold md:gap-1.5 md:px-3.5 md:text-[0.85rem] text-espresso shadow-xs transition-colors outline-none hover:border-gold-dark hover:bg-gold-soft focus-visible:ring-2 focus-visible:ring-ring md:min-h-10"
            >
              <Icon className="size-4 text-gold-ink" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
