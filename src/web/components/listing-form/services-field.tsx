// Services offered: the suggested services of the chosen business type as toggles, plus the owner's own.
import { Check } from 'lucide-react';
import { suggestedServices } from '@shared/reference';
import { cn } from '@web/lib/utils';
import { ChipsInput, duplicateMessage } from './chips-input';
import type { FieldAria } from '@web/components/forms/field';

export interface ServicesFieldProps {
  businessType: string;
  value: string[];
  onChange: (value: string[]) => void;
  aria: FieldAria;
}

export function ServicesField({ businessType, value, onChange, aria }: ServicesFieldProps) {
  const suggestions = suggestedServices(businessType);
  const isSuggested = (s: string) => suggestions.some((x) => x.toLowerCase() === s.toLowerCase());
  const custom = value.filter((s) => !isSuggested(s));

  const toggle = (service: string) => onChange(value.some((v) => v === service) ? value.filter((v) => v !== service) : [...value, service]);

  const addCustom = (item: string) => {
    // Typing a suggested service picks its toggle rather than adding a second spelling.
    const suggested = suggestions.find((s) => s.toLowerCase() === item.toLowerCase());
    if (suggested) {
      if (value.includes(suggested)) return `'${suggested}' is already selected`;
      onChange([...value, suggested]);
      return null;
    }
    const duplicate = duplicateMessage(value, item);
    if (duplicate) return duplicate;
    onChange([...value, item]);
    return null;
  };

  return (
    <div className="grid gap-4">
      {suggestions.length > 0 && (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Suggested services">
          {suggestions.map((service) => {
            const on = value.includes(service);
            return (
              <button
                key={service}
                type="button"
                aria-pressed={on}
                onClick={() => toggle(service)}
                className={cn(
                  'inline-flex min-h-10 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors md:min-h-9',
                  on ? 'border-gold-dark bg-gold text-espresso shadow-sm' : 'border-input bg-card text-foreground hover:border-gold-dark hover:bg-gold-soft/60',
                )}
              >
                {on && <Check className="size-3.5" aria-hidden="true" />}
                {service}
              </button>
            );
          })}
        </div>
      )}
      <ChipsInput
        items={custom}
        noun="service"
        placeholder={suggestions.length ? 'Add another service' : 'Type a service and press Enter'}
        aria={aria}
        onAdd={addCustom}
        onRemove={(item) => onChange(value.filter((v) => v !== item))}
      />
    </div>
  );
}
