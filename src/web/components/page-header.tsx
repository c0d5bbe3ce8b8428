// The heading band at the top of every inner page: the page's h1, an optional line under it and actions.
import type * as React from 'react';
import { cn } from '@web/lib/utils';

export interface PageHeaderProps {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Small line above the title, e.g. a section name. */
  eyebrow?: React.ReactNode;
  /** Buttons or links shown beside the title on wide screens, under it on phones. */
  actions?: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
}

export function PageHeader({ title, description, eyebrow, actions, className, children }: PageHeaderProps) {
  return (
    <header className={cn('relative overflow-hidden border-b bg-gradient-to-b from-gold-soft/70 via-cream to-cream', className)}>
      <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 size-72 rounded-full bg-gold/15 blur-3xl" />
      <div className="container-page relative flex flex-col gap-4 py-8 md:flex-row md:items-end md:justify-between md:py-12">
        <div className="flex max-w-3xl flex-col gap-2">
          {eyebrow && <p className="text-xs font-bold uppercase tracking-[0.16em] text-gold-ink">{eyebrow}</p>}
          <h1 className="text-3xl text-espresso sm:text-4xl md:text-5xl">{title}</h1>
          {description && <p className="text-base text-muted-foreground md:text-lg">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </header>
  );
}
