// One line of a contact list (a business's, an event organizer's): its icon, then a link or plain text.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function ContactLine({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2.5">
      <Icon className="size-4 shrink-0 text-gold-dark" aria-hidden="true" />
      {children}
    </li>
  );
}
