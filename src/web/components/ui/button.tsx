// Button: the brand-gold call to action and its quieter variants; `asChild` styles a link as a button.
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '@web/lib/utils';
import { Slot } from './slot';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-xl font-semibold',
    'transition-[color,background-color,border-color,box-shadow,transform] duration-150 active:translate-y-px',
    'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm shadow-gold-dark/25 hover:bg-gold-light',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-[#eddcb9]',
        outline: 'border border-input bg-card text-foreground hover:border-gold-dark hover:bg-gold-soft/60',
        ghost: 'text-foreground hover:bg-muted',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-[#991b1b]',
        link: 'h-auto rounded-md px-0 text-gold-ink underline-offset-4 hover:underline md:h-auto',
      },
      size: {
        sm: 'h-11 px-3.5 text-sm md:h-9',
        default: 'h-11 px-5 text-[0.95rem] md:h-10',
        // Big buttons may take two lines on the narrowest phones rather than run past the screen.
        lg: 'h-auto min-h-12 whitespace-normal px-5 py-2 text-base sm:px-7',
        icon: 'size-11 md:size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export interface ButtonProps extends React.ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the child element (e.g. a router Link) with the button's styles instead of a <button>. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
