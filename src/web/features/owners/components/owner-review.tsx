// One review of the owner's listing: who, stars, when and what, then the owner's public answer with Edit and
// Remove, or the 'Answer publicly' action; and 'Ask our team to look' (once per review).
import { Flag, Loader2, MessageSquareReply, Pencil, Trash2 } from 'lucide-react';
import { OWNER_LOOK } from '@shared/reference/reports';
import { useState } from 'react';
import type { Review } from '@shared/schemas/review';
import { Stars } from '@web/components/stars';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useShownDate } from '@web/lib/use-shown-date';
import { useRemoveReply } from '../api/review-reply';
import { LookDialog } from './look-dialog';
import { ReplyDialog } from './reply-dialog';

export function OwnerReview({ review, businessName }: { review: Review; businessName: string }) {
  const [answering, setAnswering] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [looking, setLooking] = useState(false);
  const [asked, setAsked] = useState(false);
  const date = useShownDate(review.createdAt, 'MMM d, yyyy');

  return (
    <li className="grid gap-3 py-4 first:pt-0 last:pb-0">
      <article aria-label={`Review by ${review.username}`} className="grid gap-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="break-words font-bold text-foreground">{review.username}</p>
          <Stars value={review.rating} />
          <time dateTime={review.createdAt} className="text-sm text-muted-foreground">
            {date}
          </time>
        </div>
        <p className="whitespace-pre-line break-words text-[0.95rem] leading-relaxed text-foreground/90">{review.content}</p>
      </article>
      {review.ownerReply && <OwnerAnswer reply={review.ownerReply} onEdit={() => setAnswering(true)} onRemove={() => setRemoving(true)} />}
      <div className="flex flex-wrap items-center gap-2">
        {!review.ownerReply && (
          <Button type="button" variant="outline" size="sm" onClick={() => setAnswering(true)}>
            <MessageSquareReply aria-hidden="true" />
            Answer publicly
            <span className="sr-only"> to {review.username}</span>
          </Button>
        )}
        {asked ? (
          <p className="text-sm text-muted-foreground" role="status">
            {OWNER_LOOK.sent}
          </p>
        ) : (
          <Button type="button" variant="ghost" size="sm" onClick={() => setLooking(true)}>
            <Flag aria-hidden="true" />
            {OWNER_LOOK.action}
            <span className="sr-only"> at the review by {review.username}</span>
          </Button>
        )}
      </div>
      <LookDialog review={review} open={looking} onOpenChange={setLooking} onAsked={() => setAsked(true)} />
      <ReplyDialog review={review} businessName={businessName} open={answering} onOpenChange={setAnswering} />
      <RemoveAnswerDialog reviewId={review.id} open={removing} onOpenChange={setRemoving} />
    </li>
  );
}

function OwnerAnswer({ reply, onEdit, onRemove }: { reply: NonNullable<Review['ownerReply']>; onEdit: () => void; onRemove: () => void }) {
  const date = useShownDate(reply.updatedAt ?? reply.createdAt, 'MMM d, yyyy');
  return (
    <div className="ml-3 grid gap-2 rounded-xl border-l-4 border-gold bg-gold-soft/50 px-3.5 py-3 sm:ml-6">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-bold text-espresso">Response from the owner</span>
        <time dateTime={reply.updatedAt ?? reply.createdAt} className="text-muted-foreground">
          {reply.updatedAt ? `edited ${date}` : date}
        </time>
      </p>
      <p className="whitespace-pre-line break-words text-sm leading-relaxed text-foreground/90">{reply.body}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit
          <span className="sr-only"> your answer</span>
        </Button>
        <Button type="button" variant="ghost" size="sm" className="text-destructive hover:bg-destructive/10" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          Remove
          <span className="sr-only"> your answer</span>
        </Button>
      </div>
    </div>
  );
}

function RemoveAnswerDialog({ reviewId, open, onOpenChange }: { reviewId: number; open: boolean; onOpenChange: (open: boolean) => void }) {
  const remove = useRemoveReply();
  const confirm = () =>
    remove.mutate(reviewId, {
      onSuccess: () => {
        toast.success('Your answer is removed');
        onOpenChange(false);
      },
      onError: (error) => toast.error('Your answer was not removed', { description: errorMessage(error) }),
    });
  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Remove your answer?</DialogTitle>
          <DialogDescription>The review stays; your response under it is taken off the reviews page. You can answer again later.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            Keep it
          </Button>
          <Button type="button" variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
            Remove answer
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
