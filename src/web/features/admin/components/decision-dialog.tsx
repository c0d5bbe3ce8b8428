// Confirming a decision: approve (message optional), deny ('Deny and Send Email', disabled while the
// feedback is blank), reject an edit (notes required) or withdraw an approved event (reason required):
// the text goes to the requester by e-mail. Or verify a listing's attribute: the note of what staff saw
// is required and private.
import { BadgeCheck, CheckCircle2, Loader2, LockKeyhole, Mail, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { VERIFY_NOTE_MAX, VERIFY_NOTE_MIN } from '@shared/schemas/admin-attributes';
import { FEEDBACK_MAX } from '@shared/schemas/admin-requests';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';

export type DecisionMode = 'approve' | 'deny' | 'reject' | 'withdraw' | 'verify';

export interface DecisionDialogProps {
  mode: DecisionMode | null;
  onClose: () => void;
  /** What is decided on, e.g. the business name. */
  subject: string;
  /** Where the message goes; shown so staff know who reads it. */
  email?: string | null;
  /** One line on what approval (or verifying) does. */
  approveEffect: string;
  busy: boolean;
  onConfirm: (text: string) => void;
}

const COPY = {
  approve: { title: 'Approve', label: 'Message to the requester (optional)', button: 'Approve' },
  deny: { title: 'Deny', label: 'Feedback', button: 'Deny and Send Email' },
  reject: { title: 'Reject edit request for', label: 'Notes for the business', button: 'Reject Edit' },
  withdraw: { title: 'Withdraw', label: 'Why it is withdrawn', button: 'Withdraw and Send Email' },
  verify: { title: 'Verify', label: 'What did you see?', button: 'Verify' },
} as const;

/** The text's length limits: a verification note says enough to be checked again later. */
const limitsOf = (mode: DecisionMode) => (mode === 'verify' ? { min: VERIFY_NOTE_MIN, max: VERIFY_NOTE_MAX } : { min: 1, max: FEEDBACK_MAX });

export function DecisionDialog({ mode, onClose, subject, email, approveEffect, busy, onConfirm }: DecisionDialogProps) {
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="sm:max-w-lg">
        {mode && (
          <DecisionForm
            key={mode}
            mode={mode}
            subject={subject}
            email={email}
            approveEffect={approveEffect}
            busy={busy}
            onConfirm={onConfirm}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DecisionForm({ mode, subject, email, approveEffect, busy, onConfirm, onClose }: Omit<DecisionDialogProps, 'mode'> & { mode: DecisionMode }) {
  const [text, setText] = useState('');
  const id = useId();
  const copy = COPY[mode];
  const required = mode !== 'approve';
  const { min, max } = limitsOf(mode);
  const blank = text.trim().length < min;
  const verify = mode === 'verify';
  const to = email ? ` It is e-mailed to ${email}.` : '';

  return (
    <form
      className="grid min-w-0 gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (required && blank) return;
        onConfirm(text.trim());
      }}
    >
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          {verify ? (
            <BadgeCheck className="size-6 shrink-0 text-open" aria-hidden="true" />
          ) : mode === 'approve' ? (
            <CheckCircle2 className="size-6 shrink-0 text-open" aria-hidden="true" />
          ) : (
            <XCircle className="size-6 shrink-0 text-destructive" aria-hidden="true" />
          )}
          <span>
            {copy.title} &ldquo;{subject}&rdquo;
          </span>
        </DialogTitle>
        {/* Long e-mail addresses wrap rather than widen the dialog past a phone's screen. */}
        <DialogDescription className="[overflow-wrap:anywhere]">
          {verify
            ? approveEffect
            : mode === 'approve'
              ? `${approveEffect}${email ? ` A confirmation is e-mailed to ${email}.` : ''}`
              : mode === 'withdraw'
                ? `It leaves the public pages and the calendar feed.${to}`
                : `Explain what needs to change.${to}`}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-text`}>
          {copy.label}
          {required && (
            <span className="text-destructive" aria-hidden="true">
              *
            </span>
          )}
        </Label>
        <Textarea
          id={`${id}-text`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={max}
          required={required}
          autoFocus
          rows={5}
          placeholder={
            verify
              ? "For example: the owner's certification from the state's minority business office, dated March 2027."
              : mode === 'approve'
                ? 'Welcome aboard! ...'
                : 'For example: please add photos of your storefront and your opening hours.'
          }
        />
        <p className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <span className="flex items-center gap-1.5">
            {verify ? <LockKeyhole className="size-3.5" aria-hidden="true" /> : <Mail className="size-3.5" aria-hidden="true" />}
            {verify
              ? `Required, at least ${min} characters. Private: only staff read it.`
              : required
                ? 'Required: the requester reads this.'
                : 'Included in the confirmation e-mail.'}
          </span>
          <span className="tabular-nums">
            {text.length}/{max}
          </span>
        </p>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant={mode === 'approve' || verify ? 'default' : 'destructive'} disabled={busy || (required && blank)}>
          {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
          {copy.button}
        </Button>
      </DialogFooter>
    </form>
  );
}
