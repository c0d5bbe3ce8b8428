// The tile an icon sits on at the head of notices, sections, settings and steps: one size scale, one
// set of tones, so the same kind of tile looks the same on every page.
import { cva, type VariantProps } from 'class-variance-authority';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@web/lib/utils';

const iconTile = cva('flex shrink-0 items-center justify-center', {
  variants: {
    size: {
      xs: 'size-9 [&_svg]:size-4',
      sm: 'size-10 [&_svg]:size-5',
      md: 'size-11 [&_svg]:size-5',
      lg: 'size-12 [&_svg]:size-6',
      xl: 'size-14 [&_svg]:size-7',
      '2xl': 'size-16 [&_svg]:size-8',
      '3xl': 'size-20 [&_svg]:size-11',
    },
    shape: { square: 'rounded-xl', round: 'rounded-full' },
    tone: {
      gold: 'bg-gold-soft text-gold-ink',
      ember: 'bg-ember-soft text-ember',
      muted: 'bg-muted text-gold-ink',
      open: 'bg-open-soft text-open',
      done: 'bg-open text-white',
    },
  },
  defaultVariants: { size: 'sm', shape: 'square', tone: 'gold' },
});

export type IconTileProps = VariantProps<typeof iconTile> & { icon: LucideIcon; className?: string };

/** Decorative: the words beside it say what it means. */
export function IconTile({ icon: Icon, size, shape, tone, className }: IconTileProps) {
  return (
    <span aria-hidden="true" className={cn(iconTile({ size, shape, tone }), className)}>
      <Icon />
    </span>
  );
}
