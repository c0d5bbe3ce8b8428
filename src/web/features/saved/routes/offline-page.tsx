// /offline: what the offline site shows for a page it did not keep (the service worker, public/sw.js, sends
// the visitor here when there is no connection): the businesses saved in this browser, whose pages it kept,
// and a way back to the page asked for. Made from this browser's storage alone.
import { ChevronRight, Heart, RotateCw, WifiOff } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@shared/paths';
import type { PageHandle } from '@web/app/page-handle';
import { Button } from '@web/components/ui/button';
import { titleOf } from '@web/lib/page-head';
import { useSavedEntries } from '@web/lib/saved-store';

export const offlinePageHandle: PageHandle = {
  browserOnly: true,
  head: () => ({ title: titleOf('You are offline'), description: 'No connection: the businesses saved in this browser still open.', noindex: true }),
};

/** The page the visitor asked for: a path of this site only. */
function askedFor(from: string | null): string {
  return from && from.startsWith('/') && !from.startsWith('//') ? from : paths.home;
}

export function OfflinePage() {
  const [params] = useSearchParams();
  const entries = useSavedEntries();
  const from = askedFor(params.get('from'));
  return (
    <section className="container-page flex max-w-3xl flex-1 flex-col gap-8 py-12 md:py-16">
      <div className="flex flex-col items-center gap-4 text-center">
        <div className="flex size-16 items-center justify-center rounded-full bg-gold-soft text-gold-ink">
          <WifiOff className="size-8" aria-hidden="true" />
        </div>
        <h1 className="text-3xl text-espresso sm:text-4xl">You are offline</h1>
        <p className="max-w-md text-muted-foreground">
          This page was not kept for use without a connection. Your saved businesses still open; try again once you are back online.
        </p>
        {/* A whole page load: the app's own navigation would only ask the missing network again. */}
        <Button type="button" variant="outline" onClick={() => window.location.assign(from)}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      </div>

      <div className="flex flex-col gap-3">
        <h2 className="text-2xl">Your saved businesses</h2>
        {entries.length === 0 ? (
          <p className="rounded-2xl border border-dashed bg-card px-5 py-6 text-muted-foreground">
            Nothing saved yet. Next time you are online, tap Save (the heart) on a business: it will open here even with no connection.
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {entries.map((entry) => (
              <li key={entry.id}>
                <a
                  href={paths.business(entry.id)}
                  className="flex min-h-14 items-center gap-3 rounded-2xl border bg-card px-4 py-3 shadow-card outline-none transition-colors hover:border-gold-dark focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Heart className="size-5 shrink-0 fill-ember text-ember" aria-hidden="true" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold [overflow-wrap:anywhere]">{entry.card?.businessName ?? `Business ${entry.id}`}</span>
                    {entry.card && (
                      <span className="block text-sm text-muted-foreground">
                        {[entry.card.businessType, [entry.card.city, entry.card.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}
                      </span>
                    )}
                  </span>
                  <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        )}
        <Link to={paths.saved} className="self-start font-semibold text-gold-ink underline underline-offset-4">
          All saved businesses
        </Link>
      </div>
    </section>
  );
}
