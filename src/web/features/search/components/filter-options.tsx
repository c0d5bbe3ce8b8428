// The pieces of the Filters sheet: titled sections, toggle pills, the proximity choice, the selects and
// the Open now switch.
import { LocateFixed } from 'lucide-react';
import { useId } from 'react';
import type * as React from 'react';
import { PROXIMITY_RADII, STATES } from '@shared/reference';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { NativeSelect } from '@web/components/ui/native-select';
import { SectionHeading } from '@web/components/section-heading';
import { cn } from '@web/lib/utils';
import type { Radius } from '../search-params';

export function FilterSection({ title, hint, children, id }: { title: string; hint?: string; children: React.ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="space-y-3 border-b py-5 first:pt-1 last:border-b-0">
      <SectionHeading id={id} title={title} note={hint} size="filter" level="h3" />
      {children}
    </section>
  );
}

const pillClasses =
  'inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full border px-4 text-sm font-semibold outline-none transition-colors md:min-h-9 ' +
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 disabled:cursor-not-allowed disabled:opacity-45';

export function TogglePill({
  pressed,
  onToggle,
  children,
  ...props
}: { pressed: boolean; onToggle: () => void } & Omit<React.ComponentProps<'button'>, 'onClick'>) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={cn(
        pillClasses,
        pressed ? 'border-espresso bg-espresso text-cream' : 'border-input bg-card text-foreground hover:border-gold-dark hover:bg-gold-soft/60',
      )}
      {...props}
    >
      {children}
    </button>
  );
}

export interface ProximityChoiceProps {
  value: Radius | undefined;
  onChange: (radius: Radius | undefined) => void;
  enabled: boolean;
}

/** Any distance, or within 5, 10, 25 or 50 miles: radio pills, disabled until a place or the location is known. */
export function ProximityChoice({ value, onChange, enabled }: ProximityChoiceProps) {
  const options: { label: string; radius: Radius | undefined }[] = [
    { label: 'Any distance', radius: undefined },
    ...PROXIMITY_RADII.map((r) => ({ label: `${r} miles`, radius: r })),
  ];
  return (
    <div role="radiogroup" aria-label="Distance" aria-disabled={!enabled || undefined} className="flex flex-wrap gap-2">
      {options.map((o) => {
        // Without a center the choice is shown as it is, but cannot change until a place or the location is known.
        const checked = value === o.radius;
        return (
          <button
            key={o.label}
            type="button"
            role="radio"
            aria-checked={checked}
            disabled={!enabled}
            onClick={() => onChange(o.radius)}
            className={cn(
              pillClasses,
              checked ? 'border-espresso bg-espresso text-cream' : 'border-input bg-card text-foreground hover:border-gold-dark hover:bg-gold-soft/60',
            )}
          >
            {o.label}
          </button>
        );
      })}
    </div>
  );
}

export function EnableLocationButton({
  onClick,
  busy,
  variant = 'outline',
  className,
}: Pick<ButtonProps, 'variant' | 'className'> & { onClick: () => void; busy: boolean }) {
  return (
    <Button type="button" variant={variant} size="sm" onClick={onClick} disabled={busy} className={className}>
      <LocateFixed aria-hidden="true" />
      {busy ? 'Finding you...' : 'Enable Location'}
    </Button>
  );
}

/** A filter chosen from a list, in a section of its own whose title names the select. */
export function SelectFilter({ id, title, ...select }: { id: string; title: string } & Omit<OptionalSelectProps, 'id' | 'labelledBy'>) {
  return (
    <FilterSection id={id} title={title}>
      <OptionalSelect id={`${id}-select`} labelledBy={id} {...select} />
    </FilterSection>
  );
}

interface OptionalSelectProps {
  id: string;
  /** The search parameter it sets, for the form. */
  name?: string;
  allLabel: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  options: readonly { value: string; label: string }[];
  labelledBy: string;
}

/** A native select (the phone's own picker for long lists) styled like the app's inputs; '' means all. */
function OptionalSelect({ id, name, allLabel, value, onChange, options, labelledBy }: OptionalSelectProps) {
  return (
    <NativeSelect id={id} name={name} aria-labelledby={labelledBy} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
      <option value="">{allLabel}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </NativeSelect>
  );
}

export const STATE_OPTIONS = STATES.map((s) => ({ value: s.code, label: s.name }));

/** 'Open now': a switch, in each business's own time. */
export function OpenNowFilter({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <FilterSection id="filter-hours" title="Hours">
      <div className="flex items-center justify-between gap-4">
        <div className="space-y-1">
          <Label id={`${id}-label`} htmlFor={id}>
            Open now
          </Label>
          <p id={`${id}-note`} className="text-sm text-muted-foreground">
            In each business&apos;s own local time.
          </p>
        </div>
        {/* Named by its label in every engine (a label's `for` on a button is not read by all). */}
        <Switch id={id} checked={checked} onCheckedChange={onChange} aria-labelledby={`${id}-label`} aria-describedby={`${id}-note`} />
      </div>
    </FilterSection>
  );
}
