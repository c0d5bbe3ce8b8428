// The owners' entry's look, and its signed-out form: a link to the owners' sign-in (a link by e-mail, no
// password) that comes back to this business.
import { KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '@shared/paths';
import { ButtonLink } from '@web/components/button-link';

export const ENTRY = 'h-auto min-h-11 gap-1.5 px-0 text-sm font-semibold md:min-h-9';

export function EntryRow({ text, children }: { text: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-0.5 border-t pt-3" data-testid="owner-entry">
      {children}
      <p className="text-xs leading-relaxed text-muted-foreground">{text}</p>
    </div>
  );
}

export function SignInEntry({ listingId }: { listingId: number }) {
  return (
    <EntryRow text="Owners sign in with a link we e-mail to them: no password needed.">
      <ButtonLink variant="link" className={ENTRY} to={`${paths.accountSignIn}?next=${paths.business(listingId)}`}>
        <KeyRound aria-hidden="true" />
        Own this business?
      </ButtonLink>
    </EntryRow>
  );
}
