// Read-only stars for a rating (partly filled for averages such as 4.3); the number is said to screen readers.
import { Star } from 'lucide-react';
import { formatRating } from '@web/lib/rating-text';
import { cn } from '@web/lib/utils';

export interface StarsProps {
  value: number;
  className?: string;
  /** Tailwind size class of each star. */
  size?: string;
  /** What a screen reader hears; defaults to 'Rated {value} out of 5'. */
  label?: string;
}

export function Stars({ value, className, size = 'size-4', label }: StarsProps) {
  const clamped = Math.max(0, Math.min(5, value));
  return (
    <span
      role="img"
      aria-label={label ?? `Rated ${Number.isInteger(clamped) ? clamped : formatRating(clamped)} out of 5`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, clamped - i));
        return (
          <span key={i} className={cn('relative inline-block', size)} aria-hidden="true">
            <Star className={cn('absolute inset-0 text-gold-dark/45', size)} strokeWidth={1.75} />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={cn('fill-gold text-gold', size)} strokeWidth={1.75} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
