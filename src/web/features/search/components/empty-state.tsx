// 'No Results Found': what to try next (a likelier spelling when the search has one), and 'Suggest a
// Business' for what the directory is missing.
import { Lightbulb, SearchX } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { deferred } from '@web/components/deferred';
import { EmptyNotice } from '@web/components/notice';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/routes';

const SuggestDialog = deferred(() => import('./suggest-dialog').then((m) => m.SuggestDialog));

/** 'Suggest a Business': the button is part of the page, the form's code comes when it is reached for. */
function SuggestButton({ defaultType }: { defaultType: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        size="lg"
        aria-haspopup="dialog"
        onPointerEnter={SuggestDialog.preload}
        onFocus={SuggestDialog.preload}
        onClick={() => setOpen(true)}
      >
        <Lightbulb aria-hidden="true" />
        Suggest a Business
      </Button>
      <SuggestDialog shown={open} open={open} onOpenChange={setOpen} defaultType={defaultType} returnFocusTo={() => button.current} />
    </>
  );
}

export interface EmptyStateProps {
  q: string;
  hasFilters: boolean;
  onClearFilters: () => void;
  /** A word the search knows that is close to what was typed. */
  didYouMean?: string | null;
}

export function EmptyState({ q, hasFilters, onClearFilters, didYouMean }: EmptyStateProps) {
  return (
    <EmptyNotice
      icon={SearchX}
      title="No Results Found"
      description={
        q ? (
          <>
            We couldn&apos;t find businesses matching &ldquo;{q}&rdquo;{hasFilters ? ' with these filters' : ''}. Try other words
            {hasFilters ? ', remove a filter' : ''}, or suggest a business you would like to see here.
          </>
        ) : (
          'No businesses match these filters yet. Remove a filter, or suggest a business you would like to see here.'
        )
      }
    >
      {q && didYouMean && (
        <p className="text-lg font-semibold">
          <Link
            to={paths.searchFor(didYouMean)}
            className="rounded-sm text-ember-ink underline decoration-2 underline-offset-4 outline-none hover:text-ember focus-visible:ring-2 focus-visible:ring-ring"
          >
            {`Did you mean "${didYouMean}"?`}
          </Link>
        </p>
      )}
      <div className="flex flex-col items-center gap-2 sm:flex-row">
        <SuggestButton defaultType={q} />
        {hasFilters && (
          <Button variant="outline" size="lg" onClick={onClearFilters}>
            Clear All Filters
          </Button>
        )}
      </div>
    </EmptyNotice>
  );
}
