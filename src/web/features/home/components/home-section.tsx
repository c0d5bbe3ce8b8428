// One of the home page's sections under the search: a heading with a line under it, what the section
// offers beside it (a 'See all' link, a choice), and its content.
import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

export interface HomeSectionProps {
  id: string;
  title: string;
  note?: ReactNode;
  /** Beside the heading on wide screens, under it on phones. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

export function HomeSection({ id, title, note, action, children, className = '' }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className={`flex min-w-0 flex-col gap-4 ${className}`}>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 space-y-0.5">
          <h2 id={id} className="text-xl text-espresso md:text-2xl">
            {title}
          </h2>
          {note && <p className="text-sm text-muted-foreground">{note}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The link to a section's whole list. */
export function SeeAll({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1 rounded-md text-sm font-semibold text-ember-ink underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring md:min-h-0"
    >
      {children}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}
