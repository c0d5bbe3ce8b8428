// A rating shown as five read-only stars, read out as one image: 'Rated 4 out of 5' (an average to one
// decimal: 'Rated 4.3 out of 5'), or 'No ratings yet' without a rating. Averages fill part of a star
// (4.3 fills a third of the fifth) or, with `whole`, round to whole stars. The review form's picker is
// another thing: native radio buttons (star-input.tsx).
import { Star } from 'lucide-react';
import { formatAverage } from '@shared/format-count';
import { cn } from '@web/lib/utils';

const SIZES = { sm: 'size-3.5', md: 'size-4', lg: 'size-5' } as const;

/** The public pages' gold stars, or the dashboard's: outlined in dark gold, empty ones in sand. */
const TONES = {
  site: { filled: 'fill-gold text-gold', empty: 'text-gold-dark/45', stroke: 1.75 },
  dashboard: { filled: 'fill-gold text-gold-dark', empty: 'fill-transparent text-[#d9c9ad]', stroke: 2 },
} as const;

export interface StarsProps {
  /** 0 to 5; null when nothing is rated yet (five empty stars). */
  value: number | null;
  size?: keyof typeof SIZES;
  tone?: keyof typeof TONES;
  /** Rounds to whole stars instead of filling part of one. */
  whole?: boolean;
  /** What a screen reader hears instead of 'Rated {value} out of 5'. */
  label?: string;
  className?: string;
}

/** 'Rated 4 out of 5', 'Rated 4.3 out of 5', or 'No ratings yet'. */
export function starsLabel(value: number | null): string {
  if (value === null) return 'No ratings yet';
  const rated = Math.max(0, Math.min(5, value));
  return `Rated ${Number.isInteger(rated) ? rated : formatAverage(rated)} out of 5`;
}

export function Stars({ value, size = 'md', tone = 'site', whole = false, label, className }: StarsProps) {
  const rated = Math.max(0, Math.min(5, value ?? 0));
  const shown = whole ? Math.round(rated) : rated;
  const { filled, empty, stroke } = TONES[tone];
  const box = SIZES[size];
  return (
    <span role="img" aria-label={label ?? starsLabel(value)} className={cn('inline-flex items-center gap-0.5', className)}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, shown - i));
        if (fill === 1 || fill === 0) {
          return <Star key={i} aria-hidden="true" data-filled={fill === 1} strokeWidth={stroke} className={cn(box, fill ? filled : empty)} />;
        }
        // A part-filled star: the empty outline with the filled star clipped to the fraction over it.
        return (
          <span key={i} aria-hidden="true" data-filled="part" className={cn('relative inline-block shrink-0', box)}>
            <Star strokeWidth={stroke} className={cn('absolute inset-0', box, empty)} />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star strokeWidth={stroke} className={cn(box, filled)} />
            </span>
          </span>
        );
      })}
    </span>
  );
}
