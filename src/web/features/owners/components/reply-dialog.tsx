// The owner's public answer to a review, written or edited in a small dialog checked by the shared reply
// rules; a review answered meanwhile (409) is said so and the list is read again.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { REPLY_MAX, replyInputSchema, type ReplyInput } from '@shared/schemas/owner';
import type { Review } from '@shared/schemas/review';
import { Field } from '@web/components/forms/field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Textarea } from '@web/components/ui/textarea';
import { errorMessage, isApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useSaveReply } from '../api/review-reply';
import { SubmitButton } from '@web/components/forms/submit-button';
import { CharacterCount } from '@web/components/forms/character-count';
import type { DialogOpenProps } from '@web/components/dialog-open-props';

export interface ReplyDialogProps extends DialogOpenProps {
  review: Review;
  businessName: string;
}

export function ReplyDialog({ review, businessName, open, onOpenChange }: ReplyDialogProps) {
  const editing = Boolean(review.ownerReply);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit your answer' : 'Answer publicly'}</DialogTitle>
          <DialogDescription>
            Your answer appears under {review.username}’s review on the reviews page of {businessName}, as the response from the owner.
          </DialogDescription>
        </DialogHeader>
        <blockquote className="max-h-32 overflow-y-auto whitespace-pre-line break-words rounded-xl border-l-4 border-gold bg-muted/50 px-3.5 py-2.5 text-sm text-foreground/85">
          {review.content}
        </blockquote>
        {/* Mounted only while open: every opening starts from the answer as it is now. */}
        {open && <ReplyForm review={review} editing={editing} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ReplyForm({ review, editing, onDone }: { review: Review; editing: boolean; onDone: () => void }) {
  const save = useSaveReply();
  const form = useForm<ReplyInput>({ resolver: zodResolver(replyInputSchema), defaultValues: { body: review.ownerReply?.body ?? '' } });
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { reviewId: review.id, editing, input },
      {
        onSuccess: () => {
          toast.success(editing ? 'Your answer is updated' : 'Your answer is published', {
            description: 'It shows under the review as the response from the owner.',
          });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields.body) form.setError('body', { message: error.fields.body }, { shouldFocus: true });
          else if (isApiError(error) && error.status === 409) {
            toast.error('Already answered', { description: error.message });
            onDone();
          } else toast.error('Your answer was not saved', { description: errorMessage(error) });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={save.isPending}>
      <Field id={`reply-${review.id}`} label="Your answer" error={errors.body?.message} aside={<CharacterCount length={body.length} max={REPLY_MAX} />}>
        {(aria) => (
          <Textarea
            {...aria}
            rows={5}
            placeholder="Thank the reviewer, answer their point, invite them back."
            disabled={save.isPending}
            {...form.register('body')}
          />
        )}
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <SubmitButton pending={save.isPending} busyText="Saving…">
          {editing ? 'Save answer' : 'Publish answer'}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
