// The frame of the community's request dialogs (Get Involved, Submit an Article): title and description,
// the form's fields, then Cancel and the submit button. While the request is being sent the dialog stays
// open and Cancel waits.
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, type DialogContentProps } from '@web/components/ui/dialog';
import { SubmitButton } from '@web/components/forms/submit-button';
import type { DialogOpenProps } from '@web/components/dialog-open-props';

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
  children: ReactNode;
}

export function CommunityFormDialog(props: CommunityFormDialogProps) {
  const { open, onOpenChange, title, titleClassName, description, context, pending, onSubmit, submitLabel, onCloseAutoFocus, children } = props;
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle className={titleClassName}>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
          {context}
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {children}
          <DialogFooter className="pt-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <SubmitButton pending={pending} busyText="Submitting...">
              {submitLabel}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
