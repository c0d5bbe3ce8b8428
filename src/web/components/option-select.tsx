// A select among plain options (a value and its label), its trigger showing the chosen label, or the
// placeholder while none is chosen. Other props go to the trigger (its id, aria props, ref).
import type { ComponentProps } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';

export interface SelectOption {
  value: string;
  label: string;
}

export interface OptionSelectProps extends Omit<ComponentProps<typeof SelectTrigger>, 'value' | 'onChange' | 'children'> {
  /** The trigger's id, for its label. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  /** Classes of the trigger. */
  className?: string;
}

export function OptionSelect({ value, onChange, options, placeholder, disabled, ...trigger }: OptionSelectProps) {
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
