// The heart that saves a business in this browser: a real toggle button (aria-pressed) with its word,
// 'Save' or 'Saved', and a 44 px target. Before the app has started, public/paint-first.js answers its
// tap (it finds the button by data-save-id) and marks what is saved already; a button the app has taken
// over says so (data-save-ready) and is left to the app. Both words are in the markup and CSS shows the
// one aria-pressed calls for, so the starter only flips the attribute and the app hydrates the same text.
import { Heart } from 'lucide-react';
import type { ListingCard } from '@shared/schemas/listing';
import { toggleSavedBusiness, useIsSaved } from '@web/lib/saved-store';
import { cn } from '@web/lib/utils';

/** The app answers this button's taps from now on. */
const markReady = (button: HTMLButtonElement | null) => button?.setAttribute('data-save-ready', '');

const LOOKS = {
  /** On a card: quiet until pressed; on a phone's narrow card the word sits under the heart. */
  card: 'max-md:min-w-12 max-md:flex-col max-md:gap-0 max-md:px-1.5 max-md:py-0.5 max-md:text-[0.7rem] max-md:leading-tight border-input bg-card text-foreground hover:border-ember/60 hover:bg-ember-soft/60 aria-pressed:border-ember/40 aria-pressed:bg-ember-soft aria-pressed:text-ember-ink',
  /** Over a photo: a solid chip that reads on any picture. */
  photo: 'border-transparent bg-cream/95 text-espresso shadow-card hover:bg-cream aria-pressed:text-ember-ink',
} as const;

export function SaveButton({ listing, look = 'card', className }: { listing: ListingCard; look?: keyof typeof LOOKS; className?: string }) {
  const saved = useIsSaved(listing.id);
  return (
    <button
      type="button"
      ref={markReady}
      data-save-id={listing.id}
      aria-pressed={saved}
      onClick={() => toggleSavedBusiness(listing)}
      className={cn(
        'group inline-flex min-h-11 min-w-[5.75rem] shrink-0 cursor-pointer items-center justify-center gap-1.5 rounded-full border px-3 text-sm font-semibold outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        LOOKS[look],
        className,
      )}
    >
      <Heart className="size-5 shrink-0 text-ember group-aria-pressed:fill-ember" aria-hidden="true" />
      <span className="group-aria-pressed:hidden">Save</span>
      <span className="hidden group-aria-pressed:inline">Saved</span>
      <span className="sr-only"> {listing.businessName}</span>
    </button>
  );
}
