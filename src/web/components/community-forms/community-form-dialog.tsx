// The frame of the community's request dialogs (Get Involved, Submit an Article): title and description,
// the form's fields, why the last attempt failed (in the dialog, where no toast covers it), then Cancel and
// the submit button. While the request is being sent the dialog stays open and Cancel waits.
import type { FormEventHandler, ReactNode } from 'react';
import type { PageFormName } from '@shared/page-forms';
import { buttonVariants } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, type DialogContentProps } from '@web/components/ui/dialog';
import { CloseLink, type ClosesTo } from '@web/components/ui/dialog-place';
import { PageFormHead } from '@web/components/forms/page-form-head';
import { SubmitButton } from '@web/components/forms/submit-button';
import { FormAlert, type FormProblem } from '@web/components/forms/form-alert';
import type { DialogOpenProps } from '@web/components/dialog-open-props';

/** How the form posts when no script runs (src/shared/page-forms.ts): its name, and its page's address, open. */
export interface PageFormTarget extends ClosesTo {
  form: PageFormName;
  action: string;
}

export interface CommunityFormDialogProps extends DialogOpenProps {
  title: ReactNode;
  titleClassName?: string;
  description: ReactNode;
  /** Shown under the description, e.g. what the request is about. */
  context?: ReactNode;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: ReactNode;
  onCloseAutoFocus?: DialogContentProps['onCloseAutoFocus'];
  target: PageFormTarget;
  /** Why the last attempt was not sent, if it was not. */
  problem?: FormProblem | null;
  children: ReactNode;
}

export function CommunityFormDialog(props: CommunityFormDialogProps) {
  const { open, onOpenChange, title, titleClassName, description, context, pending, onSubmit, submitLabel, onCloseAutoFocus, target, problem, children } =
    props;
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-w-xl" onCloseAutoFocus={onCloseAutoFocus} closeHref={target.closeHref}>
        <DialogHeader>
          <DialogTitle className={titleClassName}>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
          {context}
        </DialogHeader>
        <form method="post" action={target.action} noValidate onSubmit={onSubmit} className="grid gap-4">
          <PageFormHead form={target.form} />
          {children}
          <FormAlert problem={problem ?? null} />
          <DialogFooter className="pt-2">
            <CloseLink closeHref={target.closeHref} onClose={() => onOpenChange(false)} disabled={pending} className={buttonVariants({ variant: 'outline' })}>
              Cancel
            </CloseLink>
            <SubmitButton pending={pending} busyText="Submitting...">
              {submitLabel}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
