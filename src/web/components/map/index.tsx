// The results map for any screen: Leaflet is fetched on first use, with a placeholder meanwhile.
import { MapPinned } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useHydrated } from '@web/lib/use-hydrated';
import { cn } from '@web/lib/utils';
import type { ResultsMapProps } from './types';

export type { MapPoint, ResultsMapProps } from './types';

const ResultsMap = lazy(() => import('./results-map'));

export function MapPlaceholder({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <div className={cn('flex flex-col items-center justify-center gap-2 rounded-2xl border bg-muted text-sm text-muted-foreground shadow-card', className)}>
      <MapPinned className="size-8 text-gold-dark" aria-hidden="true" />
      {children ?? 'Loading map...'}
    </div>
  );
}

export function LazyResultsMap(props: ResultsMapProps) {
  // Leaflet needs a browser: the server's page, and the first render over it, show the placeholder.
  const hydrated = useHydrated();
  if (!hydrated) return <MapPlaceholder className={props.className} />;
  return (
    <Suspense fallback={<MapPlaceholder className={props.className} />}>
      <ResultsMap {...props} />
    </Suspense>
  );
}
