// Confirmation after a listing is submitted (/business-confirmation?listingNumber=): the number to keep,
// Copy Number, what happens next, and the way to Check Status.
import { CheckCircle2, Clock, Home, Rocket, Search } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { titleOf } from '@web/lib/page-head';
import type { PageHandle } from '@web/app/page-handle';
import { paths } from '@shared/paths';
import { CopyNumberButton } from '../components/copy-number-button';
import { ButtonLink } from '@web/components/button-link';
import { IconTile } from '@web/components/icon-tile';

const NEXT_STEPS = [
  { icon: Clock, title: 'Review within 48 hours', text: 'Our team reviews your submission to make sure everything is in order.' },
  { icon: Search, title: 'Track your status', text: 'Use your listing number on Check Status to see where your application stands.' },
  { icon: Rocket, title: 'Go live', text: 'Once approved, your business appears in our directory and search results.' },
];

/** A page for one visitor, found by the number in its address: kept out of search engines. */
export const businessConfirmationPageHandle: PageHandle = {
  head: () => ({ title: titleOf('Business Submitted'), noindex: true }),
  query: ['listingNumber'],
};

export function BusinessConfirmationPage() {
  const [params] = useSearchParams();
  const listingNumber = params.get('listingNumber')?.trim() ?? '';
  const statusLink = listingNumber ? `${paths.checkStatus}?listingNumber=${encodeURIComponent(listingNumber)}` : paths.checkStatus;

  return (
    <div className="bg-gradient-to-b from-gold-soft/60 via-cream to-cream">
      <div className="container-page flex max-w-2xl flex-col items-center gap-8 py-10 text-center md:py-16">
        <IconTile icon={CheckCircle2} size="3xl" shape="round" tone="open" className="shadow-card" />
        <div className="grid gap-3">
          <h1 className="text-3xl text-espresso sm:text-4xl">Business Submitted Successfully!</h1>
          <p className="text-muted-foreground md:text-lg">
            Thank you for sharing your business with the community. Keep your listing number: you need it to check your status or ask for changes.
          </p>
        </div>

        {listingNumber ? (
          <section aria-labelledby="number-label" className="grid w-full gap-4 rounded-2xl border bg-card p-6 shadow-card">
            <h2 id="number-label" className="text-sm font-bold uppercase tracking-[0.14em] text-gold-ink">
              Your business listing number
            </h2>
            <p className="select-all font-mono text-3xl font-bold tracking-wider text-espresso sm:text-4xl" data-testid="listing-number">
              {listingNumber}
            </p>
            <div className="flex justify-center">
              <CopyNumberButton listingNumber={listingNumber} />
            </div>
          </section>
        ) : (
          <p role="alert" className="w-full rounded-2xl border bg-card p-5 text-muted-foreground shadow-card">
            We could not find a listing number in this link. You can look up your application on Check Status with the number you received when you submitted.
          </p>
        )}

        <section aria-labelledby="next-steps" className="grid w-full gap-5 rounded-2xl border bg-card p-6 text-left shadow-card">
          <h2 id="next-steps" className="text-xl text-espresso">
            What happens next?
          </h2>
          <ol className="grid gap-5">
            {NEXT_STEPS.map(({ icon: Icon, title, text }, i) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gold text-espresso font-bold" aria-hidden="true">
                  {i + 1}
                </span>
                <div className="grid gap-0.5">
                  <p className="flex items-center gap-2 font-semibold">
                    <Icon className="size-4 text-gold-ink" aria-hidden="true" />
                    {title}
                  </p>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
          <ButtonLink size="lg" to={statusLink}>
            <Search aria-hidden="true" />
            Check Status
          </ButtonLink>
          <ButtonLink size="lg" variant="outline" to={paths.home}>
            <Home aria-hidden="true" />
            Back to Home
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
