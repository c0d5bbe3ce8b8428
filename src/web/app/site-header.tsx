// The top bar: logo home, the six section links, the account entry and 'List Your Business'; phones get a
// menu sheet instead, which holds the account entry too.
import { Link } from 'react-router';
import { Logo } from '@web/components/logo';
import { siteSettings } from '@web/lib/inline-site-settings';
import { paths } from '@shared/paths';
import { mainNav } from '@web/main-nav';
import { AccountEntry } from './account-entry';
import { SavedHeaderLink } from './saved-link';
import { MobileNav } from './mobile-nav';
import { ButtonLink } from '@web/components/button-link';
import { NavList, type NavLinkLook } from '@web/components/nav-list';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-cream/90 backdrop-blur-md supports-[backdrop-filter]:bg-cream/80">
      <div className="container-page flex h-16 items-center gap-2 max-sm:px-3 md:h-[4.5rem] lg:gap-3 xl:gap-5">
        <Link
          to={paths.home}
          aria-label={`${siteSettings.name} home`}
          className="-ml-1 flex shrink-0 items-center rounded-xl p-1 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Logo size="sm" tagline={false} className="sm:hidden" nameClassName="max-[359px]:sr-only" />
          <Logo size="md" className="hidden sm:inline-flex" taglineClassName="lg:hidden" />
        </Link>

        <DesktopNav className="hidden flex-1 justify-center lg:flex" />

        <div className="ml-auto flex items-center gap-1 lg:ml-0">
          {/* A fixed width: the signed-in owner's e-mail replaces 'Sign in' after the page starts, moving nothing.
              Beside the section links (from 1024 px) there is room for an icon only. */}
          <SavedHeaderLink className="hidden md:inline-flex" />
          <div className="hidden w-44 min-w-0 justify-end md:flex lg:w-9" data-testid="account-entry">
            <AccountEntry place="header" />
          </div>
          <ButtonLink size="sm" className="px-3 max-sm:text-[0.8rem] sm:px-4 md:h-10" to={paths.listBusiness}>
            List Your Business
          </ButtonLink>
          <MobileNav />
        </div>
      </div>
      {/* Tablets: the links get a row of their own. */}
      <DesktopNav className="container-page hidden overflow-x-auto pb-2 md:flex lg:hidden" />
    </header>
  );
}

const DESKTOP_LINK: NavLinkLook = [
  'relative inline-flex h-10 items-center whitespace-nowrap rounded-lg px-2 text-[0.9rem] font-semibold transition-colors',
  'text-espresso after:absolute after:inset-x-2 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-gold',
  'text-muted-foreground hover:bg-muted hover:text-espresso',
];

function DesktopNav({ className }: { className?: string }) {
  return (
    <NavList label="Main" items={mainNav} className={className} listClassName="flex items-center gap-0.5" look={DESKTOP_LINK}>
      {(item) => item.label}
    </NavList>
  );
}
