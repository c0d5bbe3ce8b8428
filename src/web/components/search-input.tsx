// A search box with the magnifier inside it on the left; children sit inside the box too, such as a clear
// button or a spinner on the right. It is a search field, with a Search key on phone keyboards, unless told.
import { Search } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/utils';

export interface SearchInputProps extends Omit<ComponentProps<'input'>, 'children'> {
  /** Classes of the box around the input (its width). */
  boxClassName?: string;
  children?: ReactNode;
}

export function SearchInput({ boxClassName, className, children, type = 'search', enterKeyHint = 'search', ...props }: SearchInputProps) {
  return (
    <div className={cn('relative', boxClassName)}>
      <Search className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input type={type} enterKeyHint={enterKeyHint} {...props} className={cn('pl-10', className)} />
      {children}
    </div>
  );
}
