// 'No Results Found': what to try next (a likelier spelling when the search has one), and 'Suggest a
// Business' for what the directory is missing.
import { Lightbulb, SearchX } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { deferred } from '@web/components/deferred';
import { EmptyNotice } from '@web/components/notice';
import { Button } from '@web/components/ui/button';
import { ButtonLink } from '@web/components/button-link';
import { useLinkedOpen } from '@web/lib/use-linked-open';
import { paths } from '@shared/paths';

const SuggestDialog = deferred(() => import('./suggest-dialog').then((m) => m.SuggestDialog));

/** The state of the page's address that opens 'Suggest a Business'. */
export const SUGGEST_OPENS = 'suggest';

/** For the page handle's `prepare`: the form's code, when the address opens it. */
export const prepareSuggest = async (url: URL) => {
  if (url.searchParams.has(SUGGEST_OPENS)) await SuggestDialog.preload();
};

/**
 * 'Suggest a Business': a link to the page with the form open, so a tap before the script has run opens
 * it too; the form's code comes when it is reached for.
 */
function SuggestButton({ defaultType }: { defaultType: string }) {
  const suggest = useLinkedOpen(SUGGEST_OPENS);
  const button = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <ButtonLink
        ref={button}
        size="lg"
        aria-haspopup="dialog"
        {...suggest.link}
        onPointerEnter={() => void SuggestDialog.preload()}
        onFocus={() => void SuggestDialog.preload()}
      >
        <Lightbulb aria-hidden="true" />
        Suggest a Business
      </ButtonLink>
      <SuggestDialog
        shown={suggest.open}
        open={suggest.open}
        onOpenChange={suggest.setOpen}
        defaultType={defaultType}
        returnFocusTo={() => button.current}
        target={{ form: 'suggestion', action: suggest.openHref, closeHref: suggest.closeHref }}
      />
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
