// A select among plain options (a value and its label), its trigger showing the chosen label.
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';

export interface SelectOption {
  value: string;
  label: string;
}

export interface OptionSelectProps {
  /** The trigger's id, for its label. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  disabled?: boolean;
  /** Classes of the trigger. */
  className?: string;
}

export function OptionSelect({ id, value, onChange, options, disabled, className }: OptionSelectProps) {
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger id={id} className={className}>
        <SelectValue />
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
