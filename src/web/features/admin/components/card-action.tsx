// One decision button of a staff card (Reports, Attributes): small, an icon before its words, full width in
// the wide screens' side column.
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';

export const CARD_ACTION = 'lg:w-full';

export function CardAction({ icon: Icon, className, children, ...props }: ComponentProps<typeof Button> & { icon: LucideIcon }) {
  return (
    <Button size="sm" className={cn(CARD_ACTION, className)} {...props}>
      <Icon aria-hidden="true" />
      {children}
    </Button>
  );
}
