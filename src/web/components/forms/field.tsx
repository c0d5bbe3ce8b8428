// One form field's frame, for every form of the site: its label (with a required or optional mark), the
// control, a hint and the error message, tied together by ids so screen readers announce the hint and the
// error with the control.
import { useId, type ReactNode } from 'react';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/utils';

export interface FieldProps {
  /** The control's id; one is made up when the form does not need to know it. */
  id?: string;
  label: ReactNode;
  required?: boolean;
  /** Says '(optional)' beside the label. */
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Shown at the right of the label, e.g. a character counter. */
  aside?: ReactNode;
  className?: string;
  /** Receives the aria props the control must carry. */
  children: (aria: FieldAria) => ReactNode;
}

export interface FieldAria {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export function Field({ id: givenId, label, required, optional, hint, error, aside, className, children }: FieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const labelText = (
    <Label htmlFor={id}>
      {label}
      {required && <RequiredMark />}
      {optional && <span className="font-normal text-muted-foreground">(optional)</span>}
    </Label>
  );
  return (
    <div className={cn('grid content-start gap-2', className)}>
      {aside ? (
        <div className="flex items-end justify-between gap-3">
          {labelText}
          {aside}
        </div>
      ) : (
        labelText
      )}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function RequiredMark() {
  return (
    <span className="text-ember" aria-hidden="true">
      *
    </span>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
