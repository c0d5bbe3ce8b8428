// A short text led by its icon (a read time, a place, a label): the icon is decoration, the text says it all.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

export interface IconTextProps {
  icon: LucideIcon;
  /** The element it is: a span within a line, a line of its own, the term of a description list. */
  as?: 'span' | 'p' | 'dt';
  /** Its display and gap ('inline-flex gap-1'), and its text's classes. */
  className: string;
  /** The icon's size and colour. */
  iconClassName?: string;
  children: ReactNode;
}

export function IconText({ icon: Icon, as: Tag = 'span', className, iconClassName = 'size-4', children }: IconTextProps) {
  return (
    <Tag className={cn('items-center', className)}>
      <Icon className={cn('shrink-0', iconClassName)} aria-hidden="true" />
      {children}
    </Tag>
  );
}
