// A form's submit button: while the form is being sent it turns its icon into a spinner, says what is
// happening and cannot be pressed again.
import { Loader2, type LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@web/components/ui/button';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'asChild'> {
  pending: boolean;
  /** What the button says while pending ('Submitting...'). */
  busyText: string;
  icon?: LucideIcon;
}

export function SubmitButton({ pending, busyText, icon: Icon, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : Icon && <Icon aria-hidden="true" />}
      {pending ? busyText : children}
    </Button>
  );
}
