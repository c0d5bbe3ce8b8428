// A router link that looks like a button: the one way pages offer "go there" as a call to action.
import type { Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { buttonVariants, type ButtonProps } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';

export type ButtonLinkProps = LinkProps & Pick<ButtonProps, 'variant' | 'size'> & { ref?: Ref<HTMLAnchorElement> };

export function ButtonLink({ variant, size, className, ...link }: ButtonLinkProps) {
  return <Link data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...link} />;
}
