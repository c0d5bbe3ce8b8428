// The results map for any screen: Leaflet and the map's tiles are fetched once the map is (nearly) on
// screen, with a placeholder meanwhile. A map further down a phone's page costs nothing until then.
import { MapPinned } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useHydrated } from '@web/lib/use-hydrated';
import { cn } from '@web/lib/utils';
import type { ResultsMapProps } from './types';

export type { MapPoint, ResultsMapProps } from './types';

const ResultsMap = lazy(() => import('./results-map'));

export function MapPlaceholder({ className, children, ref }: { className?: string; children?: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      className={cn('flex flex-col items-center justify-center gap-2 rounded-2xl border bg-muted text-sm text-muted-foreground shadow-card', className)}
    >
      <MapPinned className="size-8 text-gold-dark" aria-hidden="true" />
      {children ?? 'Loading map...'}
    </div>
  );
}

/** Whether the element has come within a screen's height of the viewport. */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '100% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

export function LazyResultsMap(props: ResultsMapProps) {
  // Leaflet needs a browser: the server's page, and the first render over it, show the placeholder.
  const hydrated = useHydrated();
  const { ref, near } = useNearViewport<HTMLDivElement>();
  if (!hydrated || !near) {
    return <MapPlaceholder ref={ref} className={props.className} />;
  }
  return (
    <Suspense fallback={<MapPlaceholder className={props.className} />}>
      <ResultsMap {...props} />
    </Suspense>
  );
}
