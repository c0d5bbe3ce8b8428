// A link that opens in a new tab: without giving the new page a handle on this one, and saying so to
// screen readers after the link's own text.
import type { ComponentProps } from 'react';

export function NewTabLink({ children, ...props }: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
