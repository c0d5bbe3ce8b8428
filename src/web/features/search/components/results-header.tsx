// The directory's heading, 'Found N businesses' (with '+' while more pages exist) and the
// 'Near your location' hint.
import { Navigation } from 'lucide-react';
import { foundText } from '../search-params';

export interface ResultsHeaderProps {
  q: string;
  count: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  nearYou: boolean;
}

export function ResultsHeader({ q, count, hasMore, loading, failed, nearYou }: ResultsHeaderProps) {
  return (
    <div className="min-w-0">
      <div className="space-y-1.5">
        <h1 className="break-words text-3xl sm:text-4xl">{q ? `Results for "${q}"` : 'Business Directory'}</h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <p aria-live="polite" className="font-semibold text-muted-foreground">
            {loading ? 'Searching...' : failed ? '' : foundText(count, hasMore)}
          </p>
          {nearYou && (
            <p className="inline-flex items-center gap-1.5 font-semibold text-open">
              <Navigation className="size-3.5" aria-hidden="true" />
              Near your location
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
