// Short words as a wrapping row of badges, one list item each (a business's services, its tags): small on
// a card, larger on the business's own page.
import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';

const SIZES = {
  sm: { list: 'gap-1.5', badge: 'font-medium' },
  md: { list: 'gap-2', badge: 'px-3 py-1 text-sm font-medium' },
};

export interface BadgeListProps {
  items: readonly string[];
  variant: BadgeProps['variant'];
  size: keyof typeof SIZES;
  /** Written before each item ('#' before a tag). */
  prefix?: string;
  /** The list's name for screen readers, when no heading names it. */
  label?: string;
  /** More list items after the badges (e.g. '+3 more'). */
  children?: ReactNode;
}

export function BadgeList({ items, variant, size, prefix, label, children }: BadgeListProps) {
  return (
    <ul className={cn('flex flex-wrap', SIZES[size].list)} aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Badge variant={variant} className={SIZES[size].badge}>
            {prefix}
            {item}
          </Badge>
        </li>
      ))}
      {children}
    </ul>
  );
}
