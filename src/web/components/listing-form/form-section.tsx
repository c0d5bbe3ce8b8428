// A titled part of a long form: a card with an icon, a heading and a line of explanation.
import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@web/lib/utils';

export interface FormSectionProps {
  title: string;
  description?: React.ReactNode;
  icon: LucideIcon;
  className?: string;
  children: React.ReactNode;
}

export function FormSection({ title, description, icon: Icon, className, children }: FormSectionProps) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={cn('rounded-2xl border bg-card p-4 shadow-card sm:p-6', className)}>
      <div className="mb-5 flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-gold-soft text-gold-ink">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-0.5">
          <h2 id={id} className="text-xl text-espresso">
            {title}
          </h2>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
      </div>
      <div className="grid gap-5">{children}</div>
    </section>
  );
}
