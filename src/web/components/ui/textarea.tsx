// Multi-line text input with the same look as Input.
import type * as React from 'react';
import { cn } from '@web/lib/utils';
import { inputClasses } from './input';

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(inputClasses, 'min-h-28 py-2.5 leading-relaxed', className)} {...props} />;
}
