// Runs a decision from the card or the details dialog: the confirm dialog, the call, and the spec's
// toasts ('Request approved', 'Feedback sent', 'Edit approved', ... or 'Error' with the reason).
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { isApiError } from '@web/lib/api-client';
import { useDecision, type QueueKind } from '../api/requests';
import type { DecisionDialogProps, DecisionMode } from './decision-dialog';

export interface DecisionTarget {
  id: number;
  subject: string;
  email?: string | null;
  /** What approving this one does, when it says more than the queue's usual line (an owner transfer). */
  approveEffect?: string;
  // Withdrawing an event is not a queue decision: the events tab asks for it itself.
  mode: Exclude<DecisionMode, 'withdraw' | 'verify'>;
}

interface Copy {
  /** Shown in the approve dialog: what approval does. */
  approveEffect: string;
  approved: (subject: string) => { title: string; description: string };
  denied: (subject: string) => { title: string; description: string };
  /** Fallback error texts when the server gave none we can show. */
  approveError: string;
  denyError: string;
}

const FEEDBACK_SENT = { title: 'Feedback sent', description: 'Email confirmation has been sent to the requester' };

export function useDecisionFlow(kind: QueueKind, copy: Copy) {
  const decision = useDecision(kind);
  const [target, setTarget] = useState<DecisionTarget | null>(null);

  const confirm = (text: string) => {
    if (!target) return;
    const { id, mode, subject } = target;
    const body = mode === 'reject' ? { notes: text } : mode === 'deny' ? { feedback: text } : text ? { feedback: text } : {};
    decision.mutate(
      { id, action: mode, body },
      {
        onSuccess: (result) => {
          setTarget(null);
          const done = mode === 'approve' ? copy.approved(subject) : copy.denied(subject);
          toast.success(done.title, { description: done.description });
          if (mode !== 'approve') {
            if (result.emailed) toast.success(FEEDBACK_SENT.title, { description: FEEDBACK_SENT.description });
            else toast.warning('No e-mail sent', { description: 'This request has no usable e-mail address, so the feedback could not be sent.' });
          }
          if (result.skipped?.length) {
            toast.warning('Some fields were not applied', { description: `These proposed values were unusable: ${result.skipped.join(', ')}.` });
          }
        },
        onError: (error) => {
          const fallback = mode === 'approve' ? copy.approveError : copy.denyError;
          const description = isApiError(error) && error.isClientError ? error.message : isApiError(error) ? fallback : 'An unexpected error occurred';
          toast.error('Error', { description });
          // Gone or already decided: nothing more to do here; the list refreshes.
          if (isApiError(error) && (error.status === 404 || error.status === 409)) setTarget(null);
        },
      },
    );
  };

  const dialog: DecisionDialogProps = {
    mode: target?.mode ?? null,
    onClose: () => setTarget(null),
    subject: target?.subject ?? '',
    email: target?.email,
    approveEffect: target?.approveEffect ?? copy.approveEffect,
    busy: decision.isPending,
    onConfirm: confirm,
  };
  return { start: setTarget, dialog, busyId: decision.isPending ? target?.id : undefined };
}
