// Asks for the visitor's location ('Enable Location') when it is not known, with the reason when it failed.
import { LocateFixed, MapPinOff } from 'lucide-react';
import { cn } from '@web/lib/utils';
import type { LocationState } from '@web/lib/visitor-location';
import { EnableLocationButton } from './filter-options';

function advice(location: Extract<LocationState, { status: 'error' }>): string {
  if (location.unsupported) return 'Distances and the distance filter are not available in this browser.';
  if (location.denied) return 'Allow location for this site in your browser settings, then tap Enable Location.';
  return 'Tap Enable Location to try again.';
}

export function LocationPrompt({ location, onEnable }: { location: LocationState; onEnable: () => void }) {
  // While the browser is asked whether location is already allowed (and in the server's page), the prompt
  // holds its place: most visitors have not allowed it yet, and the results below must not jump.
  if (location.status === 'ready') return null;
  const failed = location.status === 'error';
  const Icon = failed ? MapPinOff : LocateFixed;
  return (
    <div
      role={failed ? 'status' : undefined}
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2.5 rounded-2xl border px-3.5 py-3 sm:flex-nowrap sm:px-4',
        failed ? 'border-ember/30 bg-ember-soft/50' : 'border-dashed border-gold-dark/50 bg-gold-soft/50',
      )}
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
