// The phone menu's way to the saved businesses, with how many there are (the menu's code loads on first use).
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shared/paths';
import { useSavedEntries } from '@web/lib/saved-store';

/** The phone menu's row: 'Saved' and the count. */
export function SavedMenuLink({ onNavigate }: { onNavigate?: () => void }) {
  const count = useSavedEntries().length;
  return (
    <Link
      to={paths.saved}
      onClick={onNavigate}
      aria-label={count ? `Saved businesses (${count})` : 'Saved businesses'}
      className="flex min-h-12 items-center gap-3 rounded-xl px-3 text-base font-semibold text-foreground transition-colors hover:bg-muted"
    >
      <span className="inline-flex size-9 items-center justify-center rounded-lg bg-ember-soft text-ember">
        <Heart className="size-5" aria-hidden="true" />
      </span>
      <span className="flex-1">Saved</span>
      <span className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-espresso px-2 text-xs font-bold text-cream" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
