// One line of a contact list (a business's, an event organizer's): its icon, then a link or plain text.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

/** A link inside a line of text: underlined on hover, ringed on keyboard focus. */
export const lineLinkClass = 'rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring';

/** `wraps`: the text may run over lines (an address), so the icon stays by its first line. */
export function ContactLine({ icon: Icon, wraps = false, children }: { icon: LucideIcon; wraps?: boolean; children: ReactNode }) {
  return (
    <li className={cn('flex gap-2.5', wraps ? 'items-start' : 'items-center')}>
      <Icon className={cn('size-4 shrink-0 text-gold-dark', wraps && 'mt-0.5')} aria-hidden="true" />
      {children}
    </li>
  );
}
