// Two or three views of the same thing as a row of buttons, the chosen one pressed (the results' list or
// map, the reviews' list or grouping): roomy and level with the page's buttons, or compact in a toolbar.
import type { LucideIcon } from 'lucide-react';
import { cn } from '@web/lib/utils';

const LOOKS = {
  roomy: {
    group: 'border p-0.5',
    button: 'h-10 flex-1 justify-center px-4 outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
    pressed: 'bg-card text-espresso shadow-card',
  },
  compact: { group: 'p-1', button: 'h-11 px-3 md:h-8', pressed: 'bg-card text-foreground shadow-sm' },
};

export interface SegmentedToggleProps<T> {
  /** What the buttons choose, for screen readers. */
  label: string;
  options: readonly { value: T; label: string; icon: LucideIcon }[];
  value: T;
  onChange: (value: T) => void;
  look: keyof typeof LOOKS;
  className?: string;
}

export function SegmentedToggle<T>({ label, options, value, onChange, look, className }: SegmentedToggleProps<T>) {
  const classes = LOOKS[look];
  return (
    <div role="group" aria-label={label} className={cn('inline-flex rounded-xl bg-muted', classes.group, className)}>
      {options.map(({ value: option, label: text, icon: Icon }) => (
        <button
          key={text}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex cursor-pointer items-center gap-1.5 rounded-lg text-sm font-semibold',
            classes.button,
            value === option ? classes.pressed : 'text-muted-foreground hover:text-foreground',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {text}
        </button>
      ))}
    </div>
  );
}
