// A titled panel of an event's page (when, where, good to know, the organizer, the story).
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

export function EventPanel({
  id,
  title,
  icon: Icon,
  children,
  className,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn('flex flex-col gap-3 rounded-2xl border bg-card p-5 shadow-card sm:p-6', className)}>
      <h2 id={id} className="flex items-center gap-2 text-xl text-espresso">
        <Icon className="size-5 text-gold-dark" aria-hidden="true" />
        {title}
      </h2>
      {children}
    </section>
  );
}
