// The weekly hours editor: each day open or closed with its opening and closing time. A weekend day switched
// open starts at 10:00-16:00. Optionally the owner can type the hours instead ('By appointment only').
import { Clock, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { WEEKDAYS } from '@shared/hours';
import { DEFAULT_WEEKEND_HOURS, defaultWeeklyHours, formatWeeklyHours, type DayHours } from '@shared/weekly-hours';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Switch } from '@web/components/ui/switch';
import { cn } from '@web/lib/utils';
import { FieldError } from '@web/components/forms/field';
import type { HoursValue } from './form-values';

export interface HoursEditorProps {
  idPrefix: string;
  value: HoursValue;
  onChange: (value: HoursValue) => void;
  /** Per day index, from the form's validation. */
  dayErrors?: Record<number, string | undefined>;
  textError?: string;
  /** Offer typing the hours as text (the edit form, for hours the week editor cannot show). */
  allowText?: boolean;
}

export function HoursEditor({ idPrefix, value, onChange, dayErrors = {}, textError, allowText = false }: HoursEditorProps) {
  const setDay = (index: number, day: DayHours) => onChange({ ...value, week: value.week.map((d, i) => (i === index ? day : d)) });
  // One tap puts back the hours a reset replaced, until the hours change again.
  const [undo, setUndo] = useState<{ before: HoursValue; after: HoursValue } | null>(null);
  const reset = () => {
    const after = { ...value, week: defaultWeeklyHours() };
    setUndo({ before: value, after });
    onChange(after);
  };

  if (value.mode === 'text') {
    const id = `${idPrefix}-hours-text`;
    return (
      <div className="grid gap-3">
        <label htmlFor={id} className="text-sm font-semibold">
          Business hours
        </label>
        <Input
          id={id}
          value={value.text}
          maxLength={300}
          placeholder="e.g. Mon-Fri 9am-5pm, Sat 10am-2pm"
          aria-invalid={Boolean(textError)}
          aria-describedby={textError ? `${id}-error` : undefined}
          onChange={(e) => onChange({ ...value, text: e.target.value })}
        />
        <FieldError id={`${id}-error`} message={textError} />
        <Button type="button" variant="outline" className="justify-self-start" onClick={() => onChange({ ...value, mode: 'weekly' })}>
          <Clock aria-hidden="true" />
          Use the weekly schedule
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      {/* A container: in a narrow dialog the rows tighten their spacing so both times still show whole. */}
      <ul className="@container divide-y rounded-xl border">
        {value.week.map((day, i) => {
          const name = WEEKDAYS[i]!;
          const error = dayErrors[i];
          const switchId = `${idPrefix}-hours-${i}-open`;
          return (
            <li
              key={name}
              className={cn(
                // minmax(0, …): the times may shrink to the row, never widen it (a time field is wide by nature).
                'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 px-3 py-3 @max-[18rem]:px-2 sm:grid-cols-[8.5rem_7.5rem_minmax(0,1fr)] sm:px-4',
                error && 'bg-ember-soft/40',
              )}
            >
              <span className="font-semibold text-espresso">{name}</span>
              <div className="flex items-center gap-2.5 justify-self-end sm:justify-self-start">
                <span aria-hidden="true" className={cn('text-sm font-medium sm:order-last', day.open ? 'text-open' : 'text-muted-foreground')}>
                  {day.open ? 'Open' : 'Closed'}
                </span>
                <Switch
                  id={switchId}
                  checked={day.open}
                  aria-label={`Open on ${name}`}
                  onCheckedChange={(open) => {
                    // A weekend day opened from scratch gets the weekend defaults.
                    const fresh = open && i >= 5 && !day.from && !day.to ? DEFAULT_WEEKEND_HOURS : {};
                    setDay(i, { ...day, ...fresh, open });
                  }}
                />
              </div>
              {day.open ? (
                <div className="col-span-2 grid min-w-0 gap-1 sm:col-span-1">
                  <div className="flex min-w-0 items-center gap-2 @max-[18rem]:gap-1">
                    <TimeInput label={`${name} opens at`} value={day.from} invalid={Boolean(error)} onChange={(from) => setDay(i, { ...day, from })} />
                    <span className="text-sm text-muted-foreground" aria-hidden="true">
                      to
                    </span>
                    <TimeInput label={`${name} closes at`} value={day.to} invalid={Boolean(error)} onChange={(to) => setDay(i, { ...day, to })} />
                  </div>
                  <FieldError id={`${idPrefix}-hours-${i}-error`} message={error} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-2">
        {undo && sameHours(value, undo.after) ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              onChange(undo.before);
              setUndo(null);
            }}
          >
            <RotateCcw aria-hidden="true" />
            Undo reset
          </Button>
        ) : (
          <Button type="button" variant="ghost" size="sm" onClick={reset}>
            Reset to 9 to 5, weekdays
          </Button>
        )}
        {allowText && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onChange({ ...value, mode: 'text', text: value.text || formatWeeklyHours(value.week) })}
          >
            Type the hours instead
          </Button>
        )}
      </div>
      <p className="sr-only" role="status">
        {undo && sameHours(value, undo.after) ? 'Hours reset to 9 to 5 on weekdays.' : ''}
      </p>
    </div>
  );
}

const sameHours = (a: HoursValue, b: HoursValue) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One end of a day's opening hours. On a phone two of them share a row of 100 to 130 px each: the desktop
 * browser's clock button goes (phones have none; the field still opens its picker and takes typing), so
 * '09:00 AM' shows whole even at 320 px, in the page and in the edit dialog.
 */
function TimeInput({ label, value, invalid, onChange }: { label: string; value: string; invalid: boolean; onChange: (value: string) => void }) {
  return (
    <Input
      type="time"
      value={value}
      aria-label={label}
      aria-invalid={invalid}
      className="min-w-0 flex-1 px-2 @max-[18rem]:px-1.5 max-sm:[&::-webkit-calendar-picker-indicator]:hidden sm:w-36 sm:flex-none sm:px-2.5"
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
