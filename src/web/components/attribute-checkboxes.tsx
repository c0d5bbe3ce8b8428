// The attributes of a listing as grouped checkboxes (Ownership, What it offers, Languages spoken), for the
// listing form, the owner's editor and staff. Each row is a 44 px target; the value stays in the reference
// list's order. The box is a button: it is named by its label's id (HTML_CodeSniffer does not follow `for` to a button).
import { useId } from 'react';
import { ATTRIBUTE_GROUP_LABELS, ATTRIBUTE_GROUPS, attributesOf, sortAttributes, type AttributeGroup, type AttributeKey } from '@shared/reference/attributes';
import { Checkbox } from '@web/components/ui/checkbox';

export interface AttributeCheckboxesProps {
  value: readonly AttributeKey[];
  onChange: (next: AttributeKey[]) => void;
  disabled?: boolean;
  /** A line under a group's heading. */
  hints?: Partial<Record<AttributeGroup, string>>;
}

export function AttributeCheckboxes({ value, onChange, disabled, hints }: AttributeCheckboxesProps) {
  const id = useId();
  const chosen = new Set(value);
  const toggle = (key: AttributeKey, on: boolean) => onChange(sortAttributes(on ? [...value, key] : value.filter((k) => k !== key)));
  return (
    <div className="grid gap-4">
      {ATTRIBUTE_GROUPS.map((group) => (
        <fieldset key={group} className="grid gap-1" aria-describedby={hints?.[group] ? `${id}-${group}-hint` : undefined}>
          <legend className="mb-1 text-sm font-bold uppercase tracking-[0.08em] text-gold-ink">{ATTRIBUTE_GROUP_LABELS[group]}</legend>
          {hints?.[group] && (
            <p id={`${id}-${group}-hint`} className="text-sm text-muted-foreground">
              {hints[group]}
            </p>
          )}
          <div className="grid gap-x-4 sm:grid-cols-2">
            {attributesOf(group).map(({ key, label }) => {
              const boxId = `${id}-${key}`;
              return (
                <div key={key} className="flex min-h-11 items-center gap-3">
                  <Checkbox
                    id={boxId}
                    aria-labelledby={`${boxId}-label`}
                    checked={chosen.has(key)}
                    onCheckedChange={(on) => toggle(key, on === true)}
                    disabled={disabled}
                  />
                  <label id={`${boxId}-label`} htmlFor={boxId} className="flex min-h-11 flex-1 cursor-pointer items-center text-[0.95rem]">
                    {label}
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
