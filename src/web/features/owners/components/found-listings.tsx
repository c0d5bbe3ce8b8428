// 'We found your business': after a sign-in that made listings the owner's (their business e-mail is the
// owner's and nobody owned them), which ones, each a link to its edit page.
import { BadgeCheck, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { FoundListing } from '@shared/schemas/account';
import { paths } from '@shared/paths';
import { IconTile } from '@web/components/icon-tile';

export function FoundListings({ listings }: { listings: FoundListing[] }) {
  const one = listings.length === 1;
  return (
    <section aria-labelledby="found-heading" className="grid gap-4 rounded-2xl border border-open/25 bg-open-soft p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <IconTile icon={BadgeCheck} size="sm" className="rounded-xl" />
        <div className="grid min-w-0 gap-1">
          <h2 id="found-heading" className="text-xl text-espresso">
            We found your business
          </h2>
          <p className="text-sm text-espresso/85">
            {one
              ? 'Its business e-mail is yours, so you are now its verified owner: keep it current and answer its reviews.'
              : 'Their business e-mail is yours, so you are now their verified owner: keep them current and answer their reviews.'}
          </p>
        </div>
      </div>
      <ul className="grid gap-2">
        {listings.map((listing) => (
          <li key={listing.id}>
            <Link
              to={paths.accountListing(listing.id)}
              className="flex min-h-12 items-center gap-3 rounded-xl border bg-card px-4 py-2 font-semibold text-espresso shadow-card transition-colors hover:border-gold-dark"
            >
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{listing.businessName}</span>
              <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
