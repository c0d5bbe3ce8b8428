// The way to the saved businesses from the header on wide screens (the phone menu has its own row,
// saved-menu-link.tsx). The server's page shows no count (the list lives in the browser): it appears once
// the app starts, in a badge over the heart that takes no room of its own, so nothing moves.
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shared/paths';
import { deferred } from '@web/components/deferred';
import { useHydrated } from '@web/lib/use-hydrated';
import { cn } from '@web/lib/utils';

/** The list lives in the browser: the count's code comes after the page has started, and takes no room of its own. */
const SavedCount = deferred(() => import('./saved-count').then((m) => m.SavedCount));

/** The header's heart: an icon link; the count comes over it once the page has started (saved-count.tsx). */
export function SavedHeaderLink({ className }: { className?: string }) {
  const hydrated = useHydrated();
  return (
    <Link
      to={paths.saved}
      title="Saved businesses"
      data-testid="saved-link"
      className={cn(
        'relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-espresso outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <Heart className="size-5" aria-hidden="true" />
      <span className="sr-only">Saved businesses</span>
      <SavedCount shown={hydrated} />
    </Link>
  );
}
