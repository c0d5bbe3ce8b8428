// One form field's frame: its label (with a required mark), the control, a hint and the error message,
// wired together by ids so screen readers announce the hint and the error with the control.
import type * as React from 'react';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/utils';

export interface FieldProps {
  id: string;
  label: React.ReactNode;
  required?: boolean;
  /** Says '(optional)' beside the label. */
  optional?: boolean;
  hint?: React.ReactNode;
  error?: string;
  className?: string;
  /** Receives the aria props the control must carry. */
  children: (aria: FieldAria) => React.ReactNode;
}

export interface FieldAria {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export function Field({ id, label, required, optional, hint, error, className, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
        {optional && <span className="font-normal text-muted-foreground">(optional)</span>}
      </Label>
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
