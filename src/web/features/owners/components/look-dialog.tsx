// 'Ask our team to look': the verified owner says why a review of their listing should be looked at (a reason
// and, if they like, a note). Once per review: a second request is refused and said so in the dialog.
import { Loader2, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { OWNER_LOOK, REPORT_NOTE_MAX, REVIEW_REPORT_REASON_LABELS, REVIEW_REPORT_REASONS, type ReviewReportReason } from '@shared/reference/reports';
import type { Review } from '@shared/schemas/review';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { errorMessage, isApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useAskStaffToLook } from '../api/ask-staff-look';

export interface LookDialogProps {
  review: Review;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once staff have the request (or already had it). */
  onAsked: () => void;
}

export function LookDialog({ review, open, onOpenChange, onAsked }: LookDialogProps) {
  const id = useId();
  const ask = useAskStaffToLook();
  const [reason, setReason] = useState<ReviewReportReason | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setProblem('Please choose why our team should look at it');
      return;
    }
    setProblem(null);
    ask.mutate(
      { reviewId: review.id, input: { reason, note: note.trim() } },
      {
        onSuccess: () => {
          toast.success(OWNER_LOOK.sent);
          onAsked();
          onOpenChange(false);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) onAsked();
          setProblem(errorMessage(error));
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !ask.isPending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{OWNER_LOOK.action}</DialogTitle>
          <DialogDescription>
            Tell our team why the review by {review.username} should be looked at. We read every request and e-mail you our answer. You can ask once per review.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-reason`}>Why?</Label>
            <NativeSelect
              id={`${id}-reason`}
              value={reason}
              onChange={(event) => setReason(event.target.value as ReviewReportReason)}
              aria-invalid={problem !== null && !reason ? true : undefined}
            >
              <option value="">Choose a reason</option>
              {REVIEW_REPORT_REASONS.map((value) => (
                <option key={value} value={value}>
                  {REVIEW_REPORT_REASON_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-note`}>Anything to add? (optional)</Label>
            <Textarea id={`${id}-note`} rows={3} maxLength={REPORT_NOTE_MAX} value={note} onChange={(event) => setNote(event.target.value)} />
          </div>
          {problem && (
            <p role="alert" className="text-sm font-semibold text-destructive">
              {problem}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={ask.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={ask.isPending}>
              {ask.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
              Send to our team
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
