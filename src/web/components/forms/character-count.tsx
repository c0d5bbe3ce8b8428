// 'n/max' beside a text box's label: the characters typed and the most allowed, in bold red once over it.
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

export interface CharacterCountProps extends Omit<ComponentProps<'span'>, 'children'> {
  length: number;
  max: number;
}

export function CharacterCount({ length, max, className, ...props }: CharacterCountProps) {
  return (
    <span {...props} className={cn('text-xs tabular-nums', length > max ? 'font-semibold text-destructive' : 'text-muted-foreground', className)}>
      {`${length}/${max}`}
    </span>
  );
}
