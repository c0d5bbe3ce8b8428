// Text input: 16 px text on phones (no zoom on focus), 44 px tall, a clear focus ring and error state.
import type * as React from 'react';
import { cn } from '@web/lib/utils';

export const inputClasses = [
  'w-full min-w-0 rounded-xl border border-input bg-card px-3.5 text-base text-foreground shadow-xs md:text-sm',
  'placeholder:text-muted-foreground/80 transition-[border-color,box-shadow]',
  'outline-none focus-visible:border-ember focus-visible:ring-3 focus-visible:ring-ember/20',
  'disabled:cursor-not-allowed disabled:opacity-60',
  'aria-invalid:border-destructive aria-invalid:ring-destructive/15',
].join(' ');

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        inputClasses,
        'h-11 md:h-10',
        'file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-semibold file:text-foreground',
        className,
      )}
      {...props}
    />
  );
}
