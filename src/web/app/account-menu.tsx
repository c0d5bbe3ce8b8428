// The signed-in owner's account menu, loaded after the page starts (see account-entry.tsx): in the header a
// button with the owner's e-mail opening 'My listings' and 'Sign out'; in the phone menu the same as rows.
// Signed out, or while the owner is being read, it is the sign-in link the server rendered.
import { ChevronDown, LayoutDashboard, Loader2, LogOut, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@shared/paths';
import { Button } from '@web/components/ui/button';
import { useOwnerSession, useOwnerSignOut } from '@web/features/owners';
import { toast } from '@web/lib/toast';
import { cn } from '@web/lib/utils';
import { HEADER_ENTRY, SHEET_ROW, SignInEntry, type AccountEntryProps } from './account-entry';
import { QueryProvider } from './query-provider';

export function AccountMenu(props: AccountEntryProps) {
  return (
    <QueryProvider>
      <OwnerMenu {...props} />
    </QueryProvider>
  );
}

function OwnerMenu(props: AccountEntryProps) {
  const account = useOwnerSession().data;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signOut = useOwnerSignOut();
  if (!account) return <SignInEntry {...props} />;

  const leave = () =>
    signOut.mutate(undefined, {
      onSettled: () => {
        toast.success('Signed out', { description: 'Sign in again with a new link from your e-mail.' });
        props.onNavigate?.();
        // The owner's own pages close; any other page stays where it is.
        if (pathname.startsWith(paths.account)) void navigate(paths.accountSignIn, { replace: true });
      },
    });
  const signOutIcon = signOut.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LogOut aria-hidden="true" />;

  if (props.place === 'sheet') {
    return (
      <div className="grid gap-1">
        <p className="px-3 pb-1 text-sm text-muted-foreground">
          Signed in as <span className="break-all font-semibold text-espresso">{account.email}</span>
        </p>
        <Link to={paths.account} onClick={props.onNavigate} className={SHEET_ROW}>
          <LayoutDashboard className="size-5 text-gold-ink" aria-hidden="true" />
          My listings
        </Link>
        <button
          type="button"
          onClick={leave}
          disabled={signOut.isPending}
          className={cn(SHEET_ROW, 'cursor-pointer disabled:opacity-50 [&_svg]:size-5 [&_svg]:text-gold-ink')}
        >
          {signOutIcon}
          Sign out
        </button>
      </div>
    );
  }

  return (
    // Not modal: the page stays readable around the open menu, which closes on any click outside it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="sm" className={cn(HEADER_ENTRY, 'lg:bg-gold-soft lg:text-gold-ink')} title={account.email}>
          <UserRound aria-hidden="true" />
          <span className="truncate lg:sr-only">
            <span className="sr-only">Signed in as </span>
            {account.email}
          </span>
          <ChevronDown className="lg:hidden" aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 grid w-64 max-w-[calc(100vw-1.5rem)] gap-1 rounded-2xl border bg-card p-2 text-card-foreground shadow-lift"
        >
          <DropdownMenu.Label className="px-3 py-2 text-sm text-muted-foreground">
            Signed in as <span className="break-all font-semibold text-espresso">{account.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={MENU_ITEM}>
            <Link to={paths.account}>
              <LayoutDashboard aria-hidden="true" />
              My listings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={MENU_ITEM}
            disabled={signOut.isPending}
            onSelect={(event) => {
              // Open until signed out, so the spinner shows; the toast says it is done.
              event.preventDefault();
              leave();
            }}
          >
            {signOutIcon}
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const MENU_ITEM =
  'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl px-3 text-sm font-semibold text-foreground outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted [&_svg]:size-4 [&_svg]:text-gold-ink';
