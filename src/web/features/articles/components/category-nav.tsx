// The sub-navigation between the article categories; the current one is marked for screen readers too.
import { NavLink } from 'react-router';
import { cn } from '@web/lib/utils';
import { CATEGORY_PAGES } from '../lib/categories';

export function CategoryNav() {
  return (
    <nav aria-label="Article categories" className="-mx-1 overflow-x-auto px-1 pb-1">
      <ul className="flex w-max gap-2">
        {CATEGORY_PAGES.map((page) => (
          <li key={page.path}>
            <NavLink
              to={page.path}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors md:min-h-9',
                  'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
                  isActive ? 'border-espresso bg-espresso text-cream' : 'border-input bg-card text-foreground hover:border-gold-dark hover:bg-gold-soft/60',
                )
              }
            >
              {page.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
