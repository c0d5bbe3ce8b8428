// The round × button that takes one entry away (a chip, a filter, a photo); each place gives its size and
// colours, and the label says what goes.
import { X } from 'lucide-react';
import { cn } from '@web/lib/utils';

export interface RemoveButtonProps {
  /** The accessible name, e.g. 'Remove photo 2'. */
  label: string;
  onClick: () => void;
  className?: string;
  iconClassName?: string;
}

export function RemoveButton({ label, onClick, className, iconClassName = 'size-4' }: RemoveButtonProps) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={cn('inline-flex cursor-pointer items-center justify-center rounded-full', className)}>
      <X className={iconClassName} aria-hidden="true" />
    </button>
  );
}
