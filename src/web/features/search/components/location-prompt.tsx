// Asks for the visitor's location ('Enable Location') when it is not known, with the reason when it failed.
// When the location comes after the results were shown, the same box offers 'Sort by distance' instead:
// the results keep their order, and nothing below moves. On phones the box is only for a failure: asking
// and offering are one button beside the count (LocationAction), so the first results sit higher.
import { ArrowDownUp, LocateFixed, MapPinOff, Navigation } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import type { LocationState } from '@web/lib/visitor-location';
import { EnableLocationButton } from './filter-options';

function advice(location: Extract<LocationState, { status: 'error' }>): string {
  if (location.unsupported) return 'Distances and the distance filter are not available in this browser.';
  if (location.denied) return 'Allow location for this site in your browser settings, then tap Enable Location.';
  return 'Tap Enable Location to try again.';
}

const boxClasses = 'flex flex-wrap items-center gap-x-3 gap-y-2.5 rounded-2xl border px-3.5 py-3 sm:flex-nowrap sm:px-4';

export interface LocationPromptProps {
  location: LocationState;
  onEnable: () => void;
  /** The location is known but the results shown are not ordered by it: offered in the prompt's place. */
  onSortByDistance?: () => void;
}

/** Phones: the prompt's button alone ('Enable Location' or 'Sort by distance'); nothing when it failed (the box says why). */
export function LocationAction({ location, onEnable, onSortByDistance, className }: LocationPromptProps & { className?: string }) {
  const look = cn('h-8 gap-1.5 px-0', className);
  if (location.status === 'error') return null;
  if (location.status === 'ready') {
    if (!onSortByDistance) return null;
    return (
      <Button type="button" variant="link" size="sm" onClick={onSortByDistance} className={look}>
        <ArrowDownUp aria-hidden="true" />
        Sort by distance
      </Button>
    );
  }
  return <EnableLocationButton onClick={onEnable} busy={location.status === 'locating'} variant="link" className={look} />;
}

export function LocationPrompt({ location, onEnable, onSortByDistance }: LocationPromptProps) {
  if (location.status === 'ready') {
    if (!onSortByDistance) return null;
    return (
      <div className={cn(boxClasses, 'max-md:hidden border-open/30 bg-open-soft/60')}>
        <div className="flex min-w-0 flex-1 basis-64 items-start gap-3">
          <Navigation className="mt-0.5 size-5 shrink-0 text-open" aria-hidden="true" />
          <div className="min-w-0 text-sm leading-snug">
            <p className="font-semibold text-espresso">Your location is on</p>
            <p className="text-muted-foreground">Each business shows its distance; the order stays as it was.</p>
          </div>
        </div>
        <div className="ml-8 shrink-0 sm:ml-0">
          <Button type="button" variant="outline" size="sm" onClick={onSortByDistance}>
            <ArrowDownUp aria-hidden="true" />
            Sort by distance
          </Button>
        </div>
      </div>
    );
  }
  // While the browser is asked whether location is already allowed (and in the server's page), the prompt
  // holds its place: most visitors have not allowed it yet, and the results below must not jump.
  const failed = location.status === 'error';
  const Icon = failed ? MapPinOff : LocateFixed;
  return (
    <div
      role={failed ? 'status' : undefined}
      className={cn(boxClasses, failed ? 'border-ember/30 bg-ember-soft/50' : 'max-md:hidden border-dashed border-gold-dark/50 bg-gold-soft/50')}
    >
      <div className="flex min-w-0 flex-1 basis-64 items-start gap-3">
        <Icon className={cn('mt-0.5 size-5 shrink-0', failed ? 'text-ember' : 'text-gold-ink')} aria-hidden="true" />
        <div className="min-w-0 text-sm leading-snug">
          <p className="font-semibold text-espresso">{failed ? location.message : 'See what is near you'}</p>
          <p className="text-muted-foreground">{failed ? advice(location) : 'Turn on location to see distances and filter by miles.'}</p>
        </div>
      </div>
      {!(failed && location.unsupported) && (
        <div className="ml-8 shrink-0 sm:ml-0">
          <EnableLocationButton onClick={onEnable} busy={location.status === 'locating'} />
        </div>
      )}
    </div>
  );
}
