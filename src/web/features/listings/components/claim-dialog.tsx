// 'Claim <business>': a signed-in owner asks to become the listing's verified owner. When the account's
// e-mail is the business e-mail on the listing (and nobody owns it) the server verifies at once; otherwise
// a note, and optionally a photo of a document (kept privately, for staff only), go to staff. The server
// decides and says which it did.
import { BadgeCheck, Clock, Info } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { OwnerAccount } from '@shared/schemas/account';
import type { ListingCard } from '@shared/schemas/listing';
import { CLAIM_EVIDENCE_MIN, CLAIM_EVIDENCE_REQUIRED, type ClaimResult } from '@shared/schemas/owner';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { errorMessage, isApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/utils';
import { paths } from '@shared/paths';
import { useClaimListing } from '../api/claim-listing';
import { ClaimEvidenceField, type ClaimEvidenceChoice } from './claim-evidence-field';
import { ButtonLink } from '@web/components/button-link';
import { SubmitButton } from '@web/components/forms/submit-button';
import { CharacterCount } from '@web/components/forms/character-count';
import type { DialogOpenProps } from '@web/components/dialog-open-props';

const EVIDENCE_MAX = 1000;
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase() && a.trim() !== '';

export interface ClaimDialogProps extends DialogOpenProps {
  listing: ListingCard;
  account: OwnerAccount;
}

export function ClaimDialog({ listing, account, open, onOpenChange }: ClaimDialogProps) {
  const claim = useClaimListing(listing.id);
  const [result, setResult] = useState<ClaimResult | null>(null);
  const changeOpen = (next: boolean) => {
    if (claim.isPending) return;
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle className="break-words">Claim {listing.businessName}</DialogTitle>
          <DialogDescription>A verified owner keeps the listing current and answers reviews from their account.</DialogDescription>
        </DialogHeader>
        {result ? (
          <ClaimOutcome result={result} onClose={() => changeOpen(false)} />
        ) : (
          <ClaimForm listing={listing} account={account} claim={claim} onDone={setResult} onCancel={() => changeOpen(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface ClaimFormProps {
  listing: ListingCard;
  account: OwnerAccount;
  claim: ReturnType<typeof useClaimListing>;
  onDone: (result: ClaimResult) => void;
  onCancel: () => void;
}

function ClaimForm({ listing, account, claim, onDone, onCancel }: ClaimFormProps) {
  const id = useId();
  const [evidence, setEvidence] = useState('');
  const [photo, setPhoto] = useState<ClaimEvidenceChoice | null>(null);
  const [uploading, setUploading] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  // Verified at once only for an unowned listing whose business e-mail is the account's; the server decides,
  // and when it asks for the note after all, the note is asked for.
  const [noteAsked, setNoteAsked] = useState(false);
  const matches = sameAddress(account.email, listing.businessEmail);
  const instant = !listing.verifiedOwner && matches && !noteAsked;
  const busy = claim.isPending || uploading;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const note = evidence.trim();
    if (!instant && note.length < CLAIM_EVIDENCE_MIN) {
      setFieldError(CLAIM_EVIDENCE_REQUIRED);
      document.getElementById(`${id}-evidence`)?.focus();
      return;
    }
    claim.mutate(
      { evidence: note || undefined, evidencePhoto: photo?.id },
      {
        onSuccess: onDone,
        onError: (error) => {
          const fields = isApiError(error) ? error.fields : {};
          if (fields.evidence || fields.evidencePhoto) {
            setNoteAsked(true);
            setFieldError(fields.evidence ?? fields.evidencePhoto);
            return;
          }
          // 409 (already the owner, a claim already waiting) and the rest: the server's words.
          setProblem(isApiError(error) && error.status < 500 ? error.message : errorMessage(error, 'Your claim could not be sent. Please try again.'));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-busy={claim.isPending}>
      <div className={cn('flex gap-3 rounded-xl p-3.5 text-sm', instant ? 'bg-open-soft text-foreground' : 'bg-muted/70')}>
        {instant ? (
          <BadgeCheck className="mt-0.5 size-5 shrink-0 text-open" aria-hidden="true" />
        ) : (
          <Info className="mt-0.5 size-5 shrink-0 text-gold-ink" aria-hidden="true" />
        )}
        <div className="grid min-w-0 gap-1.5 leading-relaxed">
          <p>
            When your account e-mail, <span className="font-semibold [overflow-wrap:anywhere]">{account.email}</span>, is the business e-mail on the listing,
            you are verified at once.
          </p>
          <p className="text-muted-foreground">
            {instant
              ? 'It is: claim the listing and it is yours.'
              : listing.verifiedOwner
                ? 'This listing already has a verified owner. If it is yours, tell us how: our team reviews your claim and e-mails you the decision.'
                : matches
                  ? 'Our team needs to check this claim: tell us how you are connected to the business and we e-mail you the decision.'
                  : 'It is not, so our team checks your claim: tell us how you are connected to the business and we e-mail you the decision.'}
          </p>
        </div>
      </div>

      {!instant && (
        <>
          <div className="flex flex-col gap-2">
            <div className="flex items-end justify-between gap-3">
              <Label htmlFor={`${id}-evidence`}>
                <span>
                  How are you connected to this business?{' '}
                  <span className="text-destructive" aria-hidden="true">
                    *
                  </span>
                </span>
              </Label>
              <CharacterCount id={`${id}-counter`} length={evidence.length} max={EVIDENCE_MAX} />
            </div>
            <Textarea
              id={`${id}-evidence`}
              rows={4}
              maxLength={EVIDENCE_MAX}
              value={evidence}
              onChange={(e) => {
                setEvidence(e.target.value);
                if (fieldError) setFieldError(undefined);
              }}
              placeholder="For example: I opened the shop in 2019 and run it with my sister. The business e-mail on the listing is our old one."
              aria-invalid={Boolean(fieldError) || undefined}
              aria-describedby={[fieldError ? `${id}-error` : null, `${id}-counter`].filter(Boolean).join(' ')}
              required
              disabled={claim.isPending}
            />
            {fieldError && (
              <p id={`${id}-error`} className="text-sm font-medium text-destructive">
                {fieldError}
              </p>
            )}
          </div>
          <ClaimEvidenceField value={photo} onChange={setPhoto} onBusyChange={setUploading} disabled={claim.isPending} />
        </>
      )}

      {problem && (
        <p role="alert" className="rounded-xl border border-destructive/30 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-destructive">
          {problem}
        </p>
      )}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={claim.isPending}>
          Cancel
        </Button>
        <SubmitButton pending={claim.isPending} busyText="Sending..." disabled={busy}>
          {instant ? 'Claim this listing' : 'Send my claim'}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

function ClaimOutcome({ result, onClose }: { result: ClaimResult; onClose: () => void }) {
  const verified = result.status === 'approved';
  return (
    <div className="flex flex-col gap-5">
      <div role="status" className={cn('flex gap-3 rounded-xl p-4', verified ? 'bg-open-soft' : 'bg-gold-soft/70')}>
        {verified ? (
          <BadgeCheck className="mt-0.5 size-6 shrink-0 text-open" aria-hidden="true" />
        ) : (
          <Clock className="mt-0.5 size-6 shrink-0 text-gold-ink" aria-hidden="true" />
        )}
        <div className="grid gap-1">
          <p className="font-bold text-espresso">{verified ? 'Claim verified' : 'Claim sent'}</p>
          <p className="text-sm leading-relaxed">{result.message}</p>
        </div>
      </div>
      <DialogFooter>
        <Button type="button" variant={verified ? 'outline' : 'default'} onClick={onClose}>
          Close
        </Button>
        {verified && <ButtonLink to={paths.account}>Go to your account</ButtonLink>}
      </DialogFooter>
    </div>
  );
}
