// A person's initials in a circle (a founder, a reviewer, an author): decorative, the name is beside it.
import { cva, type VariantProps } from 'class-variance-authority';
import { initials } from '@web/lib/contact-links';
import { cn } from '@web/lib/utils';

const avatar = cva('flex shrink-0 items-center justify-center rounded-full font-bold', {
  variants: {
    size: { sm: 'size-8 text-xs', md: 'size-9 text-xs', lg: 'size-10 text-sm sm:size-11', xl: 'size-14 text-lg font-extrabold' },
    tone: {
      gold: 'bg-gold-soft text-espresso',
      dark: 'bg-espresso text-gold-light',
      warm: 'bg-gradient-to-br from-gold to-ember text-cream shadow-sm',
    },
  },
  defaultVariants: { size: 'lg', tone: 'gold' },
});

export function InitialsAvatar({ name, size, tone, className }: VariantProps<typeof avatar> & { name: string; className?: string }) {
  return (
    <span aria-hidden="true" className={cn(avatar({ size, tone }), className)}>
      {initials(name)}
    </span>
  );
}
