// A phone number or an e-mail address as a link, by the one rule for each (contact-hrefs.ts), or as plain
// text when it cannot be dialled or written to.
import type { ReactNode } from 'react';
import { mailtoHref, telHref } from '@web/lib/contact-hrefs';

interface ContactLinkProps {
  kind: 'phone' | 'email';
  value: string;
  className?: string;
  /** What the link shows, when not the number or address itself. */
  children?: ReactNode;
}

export function ContactLink({ kind, value, className, children }: ContactLinkProps) {
  const href = kind === 'phone' ? telHref(value) : mailtoHref(value);
  const shown = children ?? value;
  return href ? (
    <a href={href} className={className}>
      {shown}
    </a>
  ) : (
    <span className={className}>{shown}</span>
  );
}
