// The directory's heading (with the place the search read from its text, when it read one), 'Found N
// businesses' (with '+' while more pages exist), and the 'Near your location' hint when the results are
// ordered by distance; `action` ends that line (on phones, the location's button).
import { Navigation } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UnderstoodSearch } from '../api/get-listings';
import { foundText } from '../search-params';

/** 'Results for "hair" in Atlanta, GA' (or 'Results in Atlanta, GA') when a place was read from q, else the spec's heading. */
export function resultsHeading(q: string, understood?: UnderstoodSearch | null): string {
  if (!q) return 'Business Directory';
  const place = understood?.place;
  if (!place) return `Results for "${q}"`;
  return understood.text ? `Results for "${understood.text}" in ${place.label}` : `Results in ${place.label}`;
}

export interface ResultsHeaderProps {
  q: string;
  understood?: UnderstoodSearch | null;
  count: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  /** 'Near your location' or 'Near {place}': only when the results are ordered by distance from it. */
  near?: string | null;
  action?: ReactNode;
}

export function ResultsHeader({ q, understood, count, hasMore, loading, failed, near, action }: ResultsHeaderProps) {
  return (
    <div className="min-w-0">
      <div className="space-y-1.5">
        <h1 className="break-words text-2xl sm:text-4xl">{resultsHeading(q, understood)}</h1>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm max-md:min-h-8 md:gap-x-4">
          <p aria-live="polite" className="font-semibold text-muted-foreground">
            {loading ? 'Searching...' : failed ? '' : foundText(count, hasMore)}
          </p>
          {near && (
            <p className="inline-flex items-center gap-1.5 font-semibold text-open">
              <Navigation className="size-3.5" aria-hidden="true" />
              {near}
            </p>
          )}
          {action}
        </div>
      </div>
    </div>
  );
}
