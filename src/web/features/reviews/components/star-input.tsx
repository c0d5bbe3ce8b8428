// The review form's rating picker: five stars as native radio buttons named `rating`, so the choice is
// made and sent with or without the app's script (arrow keys move, Space or a tap chooses). The stars up
// to the chosen (or hovered) one are filled by the stylesheet alone (.star-input in styles.css).
import { Star } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@web/lib/utils';

const LABELS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

export interface StarInputProps {
  value: number;
  onChange: (value: number) => void;
  invalid?: boolean;
  describedBy?: string;
  labelledBy: string;
  disabled?: boolean;
  /** The form field's name (what a form posted without script carries). */
  name?: string;
  /** Receives the star that holds the tab stop, so a form can move focus to the rating when it is missing. */
  focusRef?: (element: HTMLInputElement | null) => void;
}

export function StarInput({ value, onChange, invalid, describedBy, labelledBy, disabled, name = 'rating', focusRef }: StarInputProps) {
  const [hover, setHover] = useState(0);
  const shown = hover || value;

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <div
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required="true"
        className="star-input flex items-center"
        onMouseLeave={() => setHover(0)}
      >
        {LABELS.map((label, i) => {
          const star = i + 1;
          const checked = value === star;
          return (
            <label
              key={star}
              onMouseEnter={() => setHover(star)}
              className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-lg transition-transform hover:scale-110 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:disabled]:cursor-not-allowed"
            >
              <input
                ref={(el) => {
                  if (checked || (value === 0 && star === 1)) focusRef?.(el);
                }}
                type="radio"
                name={name}
                value={star}
                checked={checked}
                aria-label={`${star} ${star === 1 ? 'star' : 'stars'}, ${label}`}
                disabled={disabled}
                onChange={() => onChange(star)}
                // Over the whole star, unseen: the star is what is tapped, the radio button what is chosen.
                className="absolute inset-0 cursor-pointer appearance-none rounded-lg opacity-0 disabled:cursor-not-allowed"
              />
              <Star
                aria-hidden="true"
                strokeWidth={1.6}
                className={cn('star-icon pointer-events-none size-8 transition-colors', invalid ? 'text-destructive/60' : 'text-gold-dark/50')}
              />
            </label>
          );
        })}
      </div>
      <span className="min-w-20 text-sm font-semibold text-muted-foreground" aria-hidden="true">
        {shown ? LABELS[shown - 1] : 'Tap to rate'}
      </span>
    </div>
  );
}
