// What this account asked for and is not (yet) an owner of: listing requests sent while signed in
// (pending or declined) and claims waiting for staff or refused, with the team's feedback.
import { FileClock, ShieldQuestion, type LucideIcon } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { STATUS_TEXT } from '@shared/reference/listings';
import type { AccountListings } from '@shared/schemas/owner';
import { Badge } from '@web/components/ui/badge';
import { useShownDate } from '@web/lib/use-shown-date';
import { paths } from '@shared/paths';

type ListingRequest = AccountListings['requests'][number];
type Claim = AccountListings['claims'][number];

export function ListingRequests({ requests }: { requests: ListingRequest[] }) {
  return <AskList items={requests} Row={RequestRow} />;
}

export function OwnerClaims({ claims }: { claims: Claim[] }) {
  return <AskList items={claims} Row={ClaimRow} />;
}

/** Requests and claims are listed alike, each kind with its own row. */
function AskList<T extends { id: number }>({ items, Row }: { items: T[]; Row: ComponentType<{ item: T }> }) {
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <Row key={item.id} item={item} />
      ))}
    </ul>
  );
}

/** One thing the account asked for: its icon, name and details, and its status as a badge. */
function AskRow({
  icon: Icon,
  refused,
  status,
  children,
  after,
}: {
  icon: LucideIcon;
  refused: boolean;
  status: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <li className="grid gap-3 rounded-2xl border bg-card p-4 shadow-card sm:px-5">
      <div className="grid gap-2 sm:flex sm:items-center sm:justify-between sm:gap-4">
        <div className="flex min-w-0 gap-3">
          <Icon className="mt-0.5 size-5 shrink-0 text-gold-ink" aria-hidden="true" />
          <div className="grid min-w-0 gap-0.5">{children}</div>
        </div>
        <Badge variant={refused ? 'destructive' : 'accent'} className="ml-8 px-3 py-1 text-sm sm:ml-0">
          {status}
        </Badge>
      </div>
      {after}
    </li>
  );
}

function RequestRow({ item: request }: { item: ListingRequest }) {
  const sent = useShownDate(request.createdAt, 'MMM d, yyyy');
  const declined = request.status === 'declined';
  return (
    <AskRow icon={FileClock} refused={declined} status={STATUS_TEXT[request.status].label}>
      <p className="break-words font-semibold text-espresso">{request.businessName}</p>
      <p className="text-sm text-muted-foreground">
        <span className="font-mono font-semibold text-foreground">{request.listingNumber}</span> · sent {sent}
      </p>
      <p className="text-sm text-muted-foreground">
        {declined ? 'Not approved. ' : 'Our team reviews it within 48 hours. '}
        <Link
          to={`${paths.checkStatus}?listingNumber=${encodeURIComponent(request.listingNumber)}`}
          className="font-semibold text-gold-ink underline-offset-4 hover:underline"
        >
          See the details
        </Link>
      </p>
    </AskRow>
  );
}

function ClaimRow({ item: claim }: { item: Claim }) {
  const sent = useShownDate(claim.createdAt, 'MMM d, yyyy');
  const refused = claim.status === 'denied';
  return (
    <AskRow
      icon={ShieldQuestion}
      refused={refused}
      status={refused ? 'Claim refused' : 'Waiting for review'}
      after={
        refused &&
        claim.feedback && (
          <div className="ml-8 rounded-xl border border-destructive/20 bg-[#fdecec] px-3.5 py-2.5 text-sm text-espresso">
            <p className="font-semibold">Our team’s feedback</p>
            <p className="whitespace-pre-line break-words">{claim.feedback}</p>
          </div>
        )
      }
    >
      <Link to={paths.business(claim.listingId)} className="break-words font-semibold text-espresso underline-offset-4 hover:underline">
        {claim.businessName}
      </Link>
      <p className="text-sm text-muted-foreground">
        Claim sent {sent}
        {refused ? '' : ' · our team will e-mail you the decision'}
      </p>
    </AskRow>
  );
}
