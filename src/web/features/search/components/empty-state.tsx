// 'No Results Found': what to try next, and 'Suggest a Business' for what the directory is missing.
import { SearchX } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { SuggestDialog } from './suggest-dialog';

export function EmptyState({ q, hasFilters, onClearFilters }: { q: string; hasFilters: boolean; onClearFilters: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed bg-card px-6 py-12 text-center shadow-card">
      <div className="flex size-16 items-center justify-center rounded-full bg-gold-soft">
        <SearchX className="size-8 text-gold-ink" aria-hidden="true" />
      </div>
      <div className="max-w-md space-y-2">
        <h2 className="text-2xl">No Results Found</h2>
        <p className="text-muted-foreground">
          {q ? (
            <>
              We couldn&apos;t find businesses matching &ldquo;{q}&rdquo;{hasFilters ? ' with these filters' : ''}. Try other words
              {hasFilters ? ', remove a filter' : ''}, or suggest a business you would like to see here.
            </>
          ) : (
            'No businesses match these filters yet. Remove a filter, or suggest a business you would like to see here.'
          )}
        </p>
      </div>
      <div className="flex flex-col items-center gap-2 sm:flex-row">
        <SuggestDialog defaultType={q} />
        {hasFilters && (
          <Button variant="outline" size="lg" onClick={onClearFilters}>
            Clear All Filters
          </Button>
        )}
      </div>
    </div>
  );
}
