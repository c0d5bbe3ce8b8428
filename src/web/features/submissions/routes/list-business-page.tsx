// The business listing form (/list-business): one long form, no account required; on success the owner
// goes to the confirmation with their listing number.
import { CheckCircle2, ClipboardCheck, Clock, Search } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@web/components/page-header';
import { titleOf } from '@web/lib/page-head';
import type { PageHandle } from '@web/app/page-handle';
import { paths } from '@shared/paths';
import { ListingForm } from '../components/listing-form';
import { IconTile } from '@web/components/icon-tile';

const STEPS = [
  { icon: ClipboardCheck, title: 'Tell us about your business', text: 'Fill in the form. Only the fields with * are required.' },
  { icon: Clock, title: 'We review it within 48 hours', text: 'Our team checks every listing by hand.' },
  { icon: CheckCircle2, title: 'Go live in the directory', text: 'Once approved, neighbors find you in search.' },
];

/** Rendered on the server with an empty form; a draft this browser kept is put back once the app runs. */
export const listBusinessPageHandle: PageHandle = { head: () => ({ title: titleOf('List Your Business') }) };

export function ListBusinessPage() {
  return (
    <>
      <PageHeader
        eyebrow="Free listing"
        title="List Your Business"
        description="Share your business with the community. It takes about five minutes, and no account required."
      />
      <div className="container-page grid gap-8 py-8 lg:grid-cols-[minmax(0,1fr)_18rem] lg:py-12">
        <ListingForm />
        <aside aria-labelledby="how-it-works">
          <div className="grid gap-4 rounded-2xl border bg-card p-5 shadow-card lg:sticky lg:top-24">
            <h2 id="how-it-works" className="text-lg text-espresso">
              How it works
            </h2>
            <ol className="grid gap-4">
              {STEPS.map(({ icon: Icon, title, text }, i) => (
                <li key={title} className="flex gap-3">
                  <IconTile icon={Icon} size="xs" shape="round" />
                  <span className="sr-only">Step {i + 1}</span>
                  <div>
                    <p className="font-semibold leading-snug">{title}</p>
                    <p className="text-sm text-muted-foreground">{text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <p className="border-t pt-4 text-sm text-muted-foreground">
              Already submitted?{' '}
              <Link to={paths.checkStatus} className="inline-flex items-center gap-1 font-semibold text-gold-ink underline-offset-4 hover:underline">
                <Search className="size-3.5" aria-hidden="true" />
                Check your status
              </Link>
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}
