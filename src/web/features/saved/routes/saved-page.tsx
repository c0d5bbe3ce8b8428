// /saved: the businesses saved in this browser, newest first, with Remove and 'Share this list'; and
// /saved?ids=12,34, a list someone shared: read-only, with 'Add all to my saved'. Made from this browser's
// storage, so the server sends the app shell (browserOnly). The cards come from the API when it answers,
// and from the copies kept when each was saved when it does not (no connection).
import { CheckCircle2, Heart, Link2Off, Loader2, Search, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '@shared/paths';
import { MAX_SAVED_IDS, readSavedIds } from '@shared/schemas/saved-ids';
import type { ListingCard } from '@shared/schemas/listing';
import type { PageHandle } from '@web/app/page-handle';
import { BusinessCardSkeleton } from '@web/components/business-card';
import { ButtonLink } from '@web/components/button-link';
import { EmptyNotice, PageNotice } from '@web/components/notice';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { titleOf } from '@web/lib/page-head';
import { addAllSavedBusinesses, refreshSavedCards, removeSavedBusiness, useSavedEntries } from '@web/lib/saved-store';
import { useSavedListings } from '../api/get-saved-listings';
import { SavedCards } from '../components/saved-cards';
import { ShareList } from '../components/share-list';

export const savedPageHandle: PageHandle = {
  browserOnly: true,
  head: ({ url }) => ({
    title: titleOf(url.searchParams.has('ids') ? 'Shared list' : 'Saved businesses'),
    description: 'Businesses saved in this browser: no account needed, and they open with no connection too.',
    noindex: true,
  }),
};

export function SavedPage() {
  const [params] = useSearchParams();
  return params.has('ids') ? <SharedList text={params.get('ids')} /> : <MySaved />;
}

function Loading() {
  return (
    <>
      <p role="status" className="inline-flex items-center gap-2 text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        Loading businesses...
      </p>
      <div aria-hidden="true" className="flex flex-col gap-4">
        <BusinessCardSkeleton />
        <BusinessCardSkeleton />
      </div>
    </>
  );
}

function MySaved() {
  const entries = useSavedEntries();
  const ids = useMemo(() => entries.slice(0, MAX_SAVED_IDS).map((entry) => entry.id), [entries]);
  const query = useSavedListings(ids);
  const items = query.data?.items;
  // The newest copies are kept, for this page with no connection.
  useEffect(() => {
    if (items) refreshSavedCards(items);
  }, [items]);

  if (!entries.length) {
    return (
      <>
        <PageHeader title="Saved businesses" />
        <section className="container-page py-10 md:py-14">
          <EmptyNotice
            icon={Heart}
            title="Nothing saved yet"
            description="Tap Save (the heart) on any business to keep it here. Saved businesses stay in this browser only: no account and nothing sent to us. They open even with no connection, and you can share the list with a link."
          >
            <ButtonLink to={paths.search}>
              <Search aria-hidden="true" />
              Find businesses
            </ButtonLink>
          </EmptyNotice>
        </section>
      </>
    );
  }

  const fresh = new Map(items?.map((card) => [card.id, card]));
  // The API leaves out businesses no longer listed: once it has answered, those are gone from the page too.
  const cards = entries.flatMap((entry) => (items ? (fresh.get(entry.id) ?? []) : (entry.card ?? [])));
  const missing = items ? entries.filter((entry) => !fresh.has(entry.id)) : entries.filter((entry) => !entry.card);
  const count = entries.length;

  return (
    <>
      <PageHeader
        title="Saved businesses"
        description={`${count} ${count === 1 ? 'business' : 'businesses'} saved in this browser, newest first.`}
        actions={<ShareList ids={ids} />}
      />
      <section className="container-page flex max-w-4xl flex-col gap-4 py-8 md:py-12" aria-label="Your saved businesses">
        {query.isError && !navigator.onLine && <p className="text-sm text-muted-foreground">Showing the copies saved in this browser.</p>}
        <SavedCards cards={cards} action={(card) => <RemoveButton id={card.id} name={card.businessName} />} />
        {query.isPending && missing.length > 0 && <Loading />}
        {!query.isPending && missing.length > 0 && (
          <ul className="flex flex-col gap-2">
            {missing.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border bg-card px-4 py-3 text-sm">
                <span>{entry.card ? `${entry.card.businessName} is no longer listed.` : 'A business that is no longer listed, or not loaded yet.'}</span>
                <RemoveButton id={entry.id} name={entry.card?.businessName ?? `business ${entry.id}`} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function RemoveButton({ id, name }: { id: number; name: string }) {
  return (
    <Button type="button" variant="ghost" size="sm" onClick={() => removeSavedBusiness(id)}>
      <Trash2 aria-hidden="true" />
      Remove
      <span className="sr-only"> {name} from saved</span>
    </Button>
  );
}

function SharedList({ text }: { text: string | null }) {
  const read = useMemo(() => readSavedIds(text), [text]);
  const ids = 'ids' in read ? read.ids : [];
  const query = useSavedListings(ids);
  const [added, setAdded] = useState(false);

  if ('error' in read) {
    return (
      <PageNotice
        icon={Link2Off}
        tone="ember"
        alert
        title="This link does not open a list"
        description={`${read.error} Nothing was added to your saved businesses.`}
      >
        <ButtonLink to={paths.saved}>See my saved businesses</ButtonLink>
      </PageNotice>
    );
  }

  const items: readonly ListingCard[] = query.data?.items ?? [];
  return (
    <>
      <PageHeader
        eyebrow="Shared with you"
        title="Shared list"
        description="Businesses someone saved and shared with you. This copy is read-only: add them to your own saved businesses to keep them."
        actions={
          items.length > 0 && (
            <div className="flex flex-col items-start gap-2">
              <Button
                type="button"
                onClick={() => {
                  addAllSavedBusinesses(items);
                  setAdded(true);
                }}
              >
                <Heart aria-hidden="true" />
                Add all to my saved
              </Button>
              <p role="status" className="min-h-5 text-sm">
                {added && (
                  <span className="inline-flex items-center gap-1.5 font-semibold text-espresso">
                    <CheckCircle2 className="size-4 text-ember" aria-hidden="true" />
                    Added to your saved businesses.{' '}
                    <ButtonLink variant="link" size="sm" to={paths.saved}>
                      See them
                    </ButtonLink>
                  </span>
                )}
              </p>
            </div>
          )
        }
      />
      <section className="container-page flex max-w-4xl flex-col gap-4 py-8 md:py-12" aria-label="Businesses in this list">
        {query.isPending && <Loading />}
        {query.isError && (
          <p role="alert" className="rounded-2xl border border-ember/30 bg-ember-soft px-4 py-3 text-sm text-ember-ink">
            {errorMessage(query.error)}
          </p>
        )}
        {query.isSuccess && items.length === 0 && (
          <EmptyNotice
            icon={Link2Off}
            title="None of these businesses are listed now"
            description="The businesses in this link are no longer in the directory."
          />
        )}
        <SavedCards cards={items} />
      </section>
    </>
  );
}
