// A titled part of a long form (the business listing, the event): a card with an icon, a heading, a line
// of explanation and its fields, in one column or two.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';
import { IconTile } from '@web/components/icon-tile';
import { SectionHeading } from '@web/components/section-heading';

export interface FormSectionProps {
  title: string;
  description?: ReactNode;
  icon: LucideIcon;
  /** The heading's id (links and tests find the section by it); made from the title otherwise. */
  id?: string;
  /** Two columns of fields from small screens up. */
  columns?: 1 | 2;
  className?: string;
  children: ReactNode;
}

export function FormSection({ title, description, icon: Icon, id, columns = 1, className, children }: FormSectionProps) {
  const headingId = id ?? `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className={cn('rounded-2xl border bg-card p-4 shadow-card sm:p-6', className)}>
      <div className="mb-5 flex items-start gap-3">
        <IconTile icon={Icon} />
        <SectionHeading id={headingId} title={title} note={description} size="form" />
      </div>
      <div className={cn('grid gap-5', columns === 2 && 'sm:grid-cols-2')}>{children}</div>
    </section>
  );
}
