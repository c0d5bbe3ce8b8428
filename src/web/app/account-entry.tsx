// The account entry of the header and the phone menu. Public pages are rendered on the server once for
// every visitor (and kept), so that render, and the page until it has started, offers 'Sign in'. The
// signed-in owner's menu, with the query code it reads the owner through, loads only in a browser holding
// the owner's hint cookie, looked for again on each page change so a sign-in within the app shows.
import { LogIn } from 'lucide-react';
import { useEffect, useState, type ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { OWNER_HINT_COOKIE } from '@shared/session-names';
import { paths } from '@shared/paths';
import { ButtonLink } from '@web/components/button-link';
import { hasCookie } from '@web/lib/has-cookie';

export interface AccountEntryProps {
  /** The header's button and menu, or the rows of the phone menu. */
  place: 'header' | 'sheet';
  /** Called when a link or sign-out is followed (the phone menu closes itself). */
  onNavigate?: () => void;
}

/** Kept once loaded: the phone menu, opened later, shows the owner at once. */
let loaded: ComponentType<AccountEntryProps> | null = null;

export function AccountEntry(props: AccountEntryProps) {
  const [Menu, setMenu] = useState(() => loaded);
  const { key } = useLocation();
  useEffect(() => {
    if (Menu || !hasCookie(OWNER_HINT_COOKIE)) return;
    let live = true;
    void import('./account-menu').then((m) => {
      loaded = m.AccountMenu;
      if (live) setMenu(() => m.AccountMenu);
    });
    return () => {
      live = false;
    };
  }, [Menu, key]);
  return Menu ? <Menu {...props} /> : <SignInEntry {...props} />;
}

/** The header's entry: from 1024 px, beside the section links, an icon button (its words stay for screen readers). */
export const HEADER_ENTRY = 'min-w-0 max-w-full px-3 lg:size-9 lg:px-0';

/** The phone menu's rows: one look for its account links and its sign-out button. */
export const SHEET_ROW = 'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-base font-semibold text-foreground transition-colors hover:bg-muted';

/** Signed out (or not known yet): the owners' sign-in page. */
export function SignInEntry({ place, onNavigate }: AccountEntryProps) {
  if (place === 'sheet') {
    return (
      <Link to={paths.accountSignIn} onClick={onNavigate} className={SHEET_ROW}>
        <LogIn className="size-5 text-gold-ink" aria-hidden="true" />
        Sign in
      </Link>
    );
  }
  return (
    <ButtonLink variant="ghost" size="sm" to={paths.accountSignIn} className={HEADER_ENTRY} title="Sign in">
      <LogIn aria-hidden="true" />
      <span className="lg:sr-only">Sign in</span>
    </ButtonLink>
  );
}
