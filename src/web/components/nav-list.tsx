// A list of links to the site's pages (the header's, the phone menu's, the article categories'): the link
// to the page on screen is marked current for screen readers (NavLink's aria-current) and drawn as such.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@web/lib/utils';

/** A link's classes: its own, then those of the current page's link or of the others. */
export type NavLinkLook = readonly [own: string, current: string, other: string];

export interface NavListProps<T extends { to: string }> {
  /** The navigation's name for screen readers. */
  label: string;
  items: readonly T[];
  className?: string;
  listClassName: string;
  look: NavLinkLook;
  /** Called when a link is followed (a menu closes itself). */
  onNavigate?: () => void;
  /** What a link shows. */
  children: (item: T) => ReactNode;
}

export function NavList<T extends { to: string }>({
  label,
  items,
  className,
  listClassName,
  look: [own, current, other],
  onNavigate,
  children,
}: NavListProps<T>) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              onClick={onNavigate}
              className={({ isActive }) => cn(own, 'outline-none focus-visible:ring-2 focus-visible:ring-ring', isActive ? current : other)}
            >
              {children(item)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
