// When and where an event happens: start date and time, an optional end, all day, the time zone (taken
// from the state until the visitor picks one), and in person (address and state) or online (a link).
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useEffect } from 'react';
import { EVENT_TIME_ZONES, timeZoneOfState } from '@shared/reference/time-zones';
import type { EventData, EventInput } from '@shared/schemas/event';
import { Field } from '@web/components/forms/field';
import { StateSelect } from '@web/components/forms/state-select';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Switch } from '@web/components/ui/switch';
import { cn } from '@web/lib/utils';

const MODES = [
  { value: 'in_person', label: 'In person' },
  { value: 'online', label: 'Online' },
] as const;

export function WhenWhereFields() {
  const { register, control, formState, setValue, getFieldState } = useFormContext<EventInput, unknown, EventData>();
  const { errors } = formState;
  const [allDay, mode, state] = useWatch({ control, name: ['allDay', 'attendanceMode', 'eventState'] });

  // The zone follows the state until the visitor chooses one.
  useEffect(() => {
    if (state && !getFieldState('timeZone').isDirty) setValue('timeZone', timeZoneOfState(state));
  }, [state, getFieldState, setValue]);

  return (
    <>
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-1 text-base font-bold text-espresso">When</legend>
        <MomentFields label="Start" date="startDate" time="startTime" required allDay={allDay} />
        <MomentFields label="End" date="endDate" time="endTime" allDay={allDay} dateHint={allDay ? 'The last day, for an event of several days.' : undefined} />
        <div className="flex items-center justify-between gap-4 rounded-xl bg-muted/60 px-4 py-3">
          <Label htmlFor="event-all-day" id="event-all-day-label">
            All-day event
          </Label>
          <Controller
            control={control}
            name="allDay"
            render={({ field }) => (
              <Switch id="event-all-day" aria-labelledby="event-all-day-label" checked={field.value === true} onCheckedChange={field.onChange} />
            )}
          />
        </div>
        <Field label="Time Zone" required error={errors.timeZone?.message}>
          {(c) => (
            <NativeSelect {...c} {...register('timeZone')}>
              {EVENT_TIME_ZONES.map(({ zone, label }) => (
                <option key={zone} value={zone}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-1 text-base font-bold text-espresso">Where</legend>
        <div role="radiogroup" aria-label="How people attend" className="flex gap-2 sm:col-span-2">
          {MODES.map(({ value, label }) => (
            <label
              key={value}
              className={cn(
                'flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl border px-4 py-2.5 text-sm font-semibold has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ember/20',
                mode === value ? 'border-ember bg-gold-soft text-espresso' : 'bg-card text-muted-foreground',
              )}
            >
              <input type="radio" value={value} className="accent-ember" {...register('attendanceMode')} />
              {label}
            </label>
          ))}
        </div>
        {mode === 'online' ? (
          <Field label="Link to Join" required error={errors.onlineUrl?.message} hint="Where people join, e.g. https://zoom.us/j/…" className="sm:col-span-2">
            {(c) => <Input type="url" inputMode="url" placeholder="https://" {...c} {...register('onlineUrl')} />}
          </Field>
        ) : (
          <>
            <Field label="Event Address" required error={errors.eventAddress?.message}>
              {(c) => <Input autoComplete="off" placeholder="Street, city, state ZIP" {...c} {...register('eventAddress')} />}
            </Field>
            <Field label="State" required error={errors.eventState?.message}>
              {(c) => <StateSelect {...c} {...register('eventState')} />}
            </Field>
          </>
        )}
      </fieldset>
    </>
  );
}

interface MomentFieldsProps {
  label: 'Start' | 'End';
  date: 'startDate' | 'endDate';
  time: 'startTime' | 'endTime';
  required?: boolean;
  allDay?: boolean;
  dateHint?: string;
}

/** The start or the end of the event: its date, and its time unless the event lasts all day. */
function MomentFields({ label, date, time, required = false, allDay, dateHint }: MomentFieldsProps) {
  const { register, formState } = useFormContext<EventInput, unknown, EventData>();
  const { errors } = formState;
  return (
    <>
      <Field label={`${label} Date`} required={required} optional={!required} error={errors[date]?.message} hint={dateHint}>
        {(c) => <Input type="date" {...c} {...register(date)} />}
      </Field>
      {!allDay && (
        <Field label={`${label} Time`} required={required} optional={!required} error={errors[time]?.message}>
          {(c) => <Input type="time" {...c} {...register(time)} />}
        </Field>
      )}
    </>
  );
}
