// The page of the e-mailed "Still right?" link (/still-right?token=): the listing as visitors see it and a
// 'Yes, still right' button. Opening the page changes nothing (a mail scanner follows links); the button
// is a form that posts, so it works before and without the script. Then a thank-you; a link used again,
// expired or unknown says so plainly.
import { AlertTriangle, CircleCheck, ClipboardCheck, Pencil } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { SENT_PARAM } from '@shared/page-forms';
import { paths } from '@shared/paths';
import { STILL_RIGHT_MESSAGES, confirmedMonth, ownerConfirmedLabel } from '@shared/reference/owner-confirmation';
import type { StillRightLink } from '@shared/schemas/still-right';
import type { PageHandle } from '@web/app/page-handle';
import { ButtonLink } from '@web/components/button-link';
import { PageFormHead } from '@web/components/forms/page-form-head';
import { SubmitButton } from '@web/components/forms/submit-button';
import { IconTile, type IconTileProps } from '@web/components/icon-tile';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { titleOf } from '@web/lib/page-head';
import { stillRightLinkQuery, useConfirmByLink, useStillRightLink } from '../api/still-right';

const TITLE = 'Is this still right?';

/** Rendered by the server, so the button works before the script; kept out of search engines. */
export const stillRightPageHandle: PageHandle = {
  query: ['token'],
  prefetch: ({ url, queryClient }) => {
    const token = url.searchParams.get('token');
    return token ? queryClient.prefetchQuery(stillRightLinkQuery(token)) : Promise.resolve();
  },
  head: () => ({ title: titleOf(TITLE), noindex: true }),
};

export function StillRightPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-gold-soft/50 via-cream to-cream px-4 py-10 sm:items-center sm:py-16">
      <div className="w-full max-w-lg rounded-3xl border bg-card p-6 shadow-lift sm:p-8">
        {token ? <StillRight token={token} justConfirmed={params.get(SENT_PARAM) === 'still-right'} /> : <Problem message={STILL_RIGHT_MESSAGES.invalid} />}
      </div>
    </div>
  );
}

function StillRight({ token, justConfirmed }: { token: string; justConfirmed: boolean }) {
  const link = useStillRightLink(token);
  const confirm = useConfirmByLink(token);

  if (confirm.isSuccess || (justConfirmed && link.data?.state === 'used')) {
    const confirmedAt = confirm.data?.confirmedAt ?? link.data?.confirmedAt ?? null;
    const name = confirm.data?.businessName ?? link.data?.listing.businessName ?? 'Your listing';
    return <Thanks listingId={confirm.data?.listingId ?? link.data?.listing.id} name={name} confirmedAt={confirmedAt} />;
  }
  if (link.isPending) {
    return (
      <div role="status" className="grid gap-4">
        <span className="sr-only">Loading…</span>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  if (link.isError) return <Problem message={errorMessage(link.error)} />;

  const { state, listing, confirmedAt } = link.data;
  if (state === 'used') {
    const month = confirmedMonth(confirmedAt);
    return (
      <Outcome icon={CircleCheck} title="This link was already used" tone="open">
        <p className="text-sm text-espresso/85">
          {STILL_RIGHT_MESSAGES.used} {month ? `${listing.businessName} was confirmed in ${month}.` : ''}
        </p>
        <NextSteps listingId={listing.id} />
      </Outcome>
    );
  }
  if (state === 'expired') return <Problem message={STILL_RIGHT_MESSAGES.expired} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate();
  };
  return (
    <div className="grid gap-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <IconTile icon={ClipboardCheck} size="xl" className="rounded-2xl" />
        <div className="grid gap-1">
          <h1 className="text-2xl text-espresso sm:text-3xl">{TITLE}</h1>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">This is what visitors see for {listing.businessName}.</p>
        </div>
      </div>
      <ListingFacts listing={listing} />
      <form method="post" action={paths.stillRightWith(token)} onSubmit={onSubmit} className="grid gap-3">
        <PageFormHead form="still-right" />
        <input type="hidden" name="token" value={token} />
        {confirm.isError && (
          <p role="alert" className="rounded-xl border border-ember/30 bg-ember-soft px-3.5 py-3 text-sm text-espresso">
            {errorMessage(confirm.error)}
          </p>
        )}
        <SubmitButton pending={confirm.isPending} busyText="Confirming…" icon={CircleCheck} size="lg" className="w-full">
          Yes, still right
        </SubmitButton>
        <ButtonLink to={paths.account} variant="outline" size="lg" className="w-full">
          <Pencil aria-hidden="true" />
          Something changed? Update it
        </ButtonLink>
      </form>
      <p className="text-center text-xs text-muted-foreground">No sign-in needed to say yes. Updating asks you to sign in.</p>
    </div>
  );
}

/** The hours, phone, address and website, as the e-mail listed them. */
function ListingFacts({ listing }: { listing: StillRightLink['listing'] }) {
  const hours = listing.businessHours?.split(/,\s*/).filter(Boolean) ?? [];
  const rows: [string, ReactNode][] = [
    ['Business', listing.businessName],
    [
      'Hours',
      hours.length
        ? hours.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))
        : 'Not given',
    ],
    ['Phone', listing.phoneNumber || 'Not given'],
    ['Address', listing.address || 'Not given'],
    ['Website', listing.website || 'Not given'],
  ];
  return (
    <dl className="grid gap-3 rounded-2xl border bg-muted/40 p-4 text-sm sm:grid-cols-[7rem_minmax(0,1fr)] sm:gap-x-4">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-muted-foreground">{label}</dt>
          <dd className="-mt-2.5 text-espresso [overflow-wrap:anywhere] sm:mt-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Thanks({ listingId, name, confirmedAt }: { listingId?: number; name: string; confirmedAt: string | null }) {
  const label = ownerConfirmedLabel(confirmedAt);
  return (
    <Outcome icon={CircleCheck} title="Thank you!" tone="open">
      <p role="status" className="text-sm text-espresso/85 [overflow-wrap:anywhere]">
        {name} is confirmed. {label ? `Visitors now see "${label}".` : ''}
      </p>
      <NextSteps listingId={listingId} />
    </Outcome>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <Outcome icon={AlertTriangle} title="This link cannot be used" tone="ember">
      <p role="alert" className="text-sm text-espresso/85">
        {message}
      </p>
      <ButtonLink to={paths.accountSignIn} size="lg" className="w-full">
        Sign in to your account
      </ButtonLink>
    </Outcome>
  );
}

function Outcome({ icon, title, tone, children }: { icon: typeof CircleCheck; title: string; tone: IconTileProps['tone']; children: ReactNode }) {
  return (
    <div className="grid gap-5 text-center">
      <div className="flex flex-col items-center gap-3">
        <IconTile icon={icon} size="xl" tone={tone} className="rounded-2xl" />
        <h1 className="text-2xl text-espresso sm:text-3xl">{title}</h1>
      </div>
      {children}
    </div>
  );
}

function NextSteps({ listingId }: { listingId?: number }) {
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {listingId !== undefined && (
        <ButtonLink to={paths.business(listingId)} size="lg">
          See your listing
        </ButtonLink>
      )}
      <ButtonLink to={paths.account} variant="outline" size="lg" className={listingId === undefined ? 'sm:col-span-2' : undefined}>
        Go to your account
      </ButtonLink>
    </div>
  );
}
