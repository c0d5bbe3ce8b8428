// The dialog's rating picker: five stars as a radio group (arrow keys move, Space or a tap chooses).
import { Star } from 'lucide-react';
import { useRef, useState } from 'react';
import { cn } from '@web/lib/utils';

const LABELS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

export interface StarInputProps {
  value: number;
  onChange: (value: number) => void;
  invalid?: boolean;
  describedBy?: string;
  labelledBy: string;
  disabled?: boolean;
  /** Receives the star that holds the tab stop, so a form can move focus to the rating when it is missing. */
  focusRef?: (element: HTMLButtonElement | null) => void;
}

export function StarInput({ value, onChange, invalid, describedBy, labelledBy, disabled, focusRef }: StarInputProps) {
  const [hover, setHover] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = hover || value;

  const move = (to: number) => {
    const next = ((to - 1 + 5) % 5) + 1;
    onChange(next);
    refs.current[next - 1]?.focus();
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <div
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required="true"
        className="flex items-center"
        onMouseLeave={() => setHover(0)}
      >
        {LABELS.map((label, i) => {
          const star = i + 1;
          const checked = value === star;
          return (
            <button
              key={star}
              ref={(el) => {
                refs.current[i] = el;
                if (checked || (value === 0 && star === 1)) focusRef?.(el);
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={`${star} ${star === 1 ? 'star' : 'stars'}, ${label}`}
              // One stop in the tab order: the chosen star, or the first when none is chosen.
              tabIndex={checked || (value === 0 && star === 1) ? 0 : -1}
              disabled={disabled}
              onClick={() => onChange(star)}
              onMouseEnter={() => setHover(star)}
              onKeyDown={(e) => {
                if (e.key === 'ArrowRight' || e.key === 'ArrowUp') {
                  e.preventDefault();
                  move((value || 0) + 1);
                } else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') {
                  e.preventDefault();
                  move((value || 2) - 1);
                }
              }}
              className="group inline-flex size-11 cursor-pointer items-center justify-center rounded-lg outline-none transition-transform hover:scale-110 focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed"
            >
              <Star
                aria-hidden="true"
                strokeWidth={1.6}
                className={cn('size-8 transition-colors', star <= shown ? 'fill-gold text-gold-dark' : invalid ? 'text-destructive/60' : 'text-gold-dark/50')}
              />
            </button>
          );
        })}
      </div>
      <span className="min-w-20 text-sm font-semibold text-muted-foreground" aria-hidden="true">
        {shown ? LABELS[shown - 1] : 'Tap to rate'}
      </span>
    </div>
  );
}
