// One labelled form control of the community forms (article request, Get Involved, event): the label with
// its required mark, an optional hint, the error under the control, and the ids that tie them together.
import { useId, type ReactNode } from 'react';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/utils';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export interface FormFieldProps {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Shown at the right of the label, e.g. a character counter. */
  aside?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

export function FormField({ label, required = false, hint, error, aside, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <div className="flex items-end justify-between gap-3">
        <Label htmlFor={id}>
          {label}
          {required && (
            <span className="text-ember" aria-hidden="true">
              *
            </span>
          )}
        </Label>
        {aside}
      </div>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
