// Button's `asChild`: the one child element rendered with the button's props merged in (class names
// joined, event handlers both called, styles combined, the child's own props winning otherwise). Radix's
// Slot does more (Slottable, composed refs), which the home page would load only for this.
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { cn } from '@web/lib/utils';

type Props = Record<string, unknown>;

export function Slot({ children, ...slot }: Props & { children?: ReactNode }) {
  const child = Children.only(children);
  if (!isValidElement<Props>(child)) return null;
  const own = child.props;
  const merged: Props = { ...slot, ...own };
  for (const key in slot) {
    const outer = slot[key];
    const inner = own[key];
    if (key === 'className') merged.className = cn(outer as string, inner as string);
    else if (key === 'style') merged.style = { ...(outer as object), ...(inner as object) };
    else if (/^on[A-Z]/.test(key) && typeof outer === 'function' && typeof inner === 'function')
      merged[key] = (...args: unknown[]) => {
        inner(...args);
        outer(...args);
      };
  }
  return cloneElement(child as ReactElement<Props>, merged);
}
