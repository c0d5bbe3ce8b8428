// The sub-navigation between the article categories; the current one is marked for screen readers too.
import { NavList, type NavLinkLook } from '@web/components/nav-list';
import { CATEGORY_PAGES } from '../lib/categories';

const LINKS = CATEGORY_PAGES.map((page) => ({ to: page.path, title: page.title }));

const PILL: NavLinkLook = [
  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:ring-offset-2 md:min-h-9',
  'border-espresso bg-espresso text-cream',
  'border-input bg-card text-foreground hover:border-gold-dark hover:bg-gold-soft/60',
];

export function CategoryNav() {
  return (
    <NavList label="Article categories" items={LINKS} className="-mx-1 overflow-x-auto px-1 pb-1" listClassName="flex w-max gap-2" look={PILL}>
      {(page) => page.title}
    </NavList>
  );
}
