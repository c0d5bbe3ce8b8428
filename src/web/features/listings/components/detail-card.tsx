// A titled panel of the business detail page (story, founder, contact, hours...).
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

export interface DetailCardProps {
  title: string;
  icon?: LucideIcon;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

export function DetailCard({ title, icon: Icon, action, children, className }: DetailCardProps) {
  const id = `detail-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={cn('flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-card sm:p-6', className)}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-xl text-espresso">
          {Icon && <Icon className="size-5 text-gold-dark" aria-hidden="true" />}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
