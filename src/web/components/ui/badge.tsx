// Small status or category pill.
import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@web/lib/utils';

export const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold [&_svg:not([class*='size-'])]:size-3",
  {
    variants: {
      variant: {
        default: 'border-transparent bg-gold-soft text-espresso',
        secondary: 'border-transparent bg-muted text-foreground',
        outline: 'border-input bg-card text-foreground',
        success: 'border-transparent bg-open-soft text-open',
        accent: 'border-transparent bg-ember-soft text-ember-ink',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
        dark: 'border-transparent bg-espresso text-cream',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export interface BadgeProps extends React.ComponentProps<'span'>, VariantProps<typeof badgeVariants> {
  asChild?: boolean;
}

export function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : 'span';
  return <Comp data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
