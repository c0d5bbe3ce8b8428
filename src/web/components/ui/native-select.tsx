// A native <select> styled like the text inputs: on phones it opens the system picker, which handles long
// lists such as the 51 states best, and it costs the page no script to take over.
import { ChevronDown } from 'lucide-react';
import type * as React from 'react';
import { inputClasses } from '@web/components/ui/input';
import { cn } from '@web/lib/utils';

export function NativeSelect({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select className={cn(inputClasses, 'h-11 cursor-pointer appearance-none pr-10 md:h-10')} {...props}>
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute right-3.5 top-1/2 size-4 -translate-y-1/2 opacity-60" aria-hidden="true" />
    </div>
  );
}
