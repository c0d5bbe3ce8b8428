// An OptionSelect that edits one field of a react-hook-form form, inside a Field (which hands it the aria
// props): the form focuses it on an error, and an empty value shows the placeholder.
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { FieldAria } from '@web/components/forms/field';
import { OptionSelect, type SelectOption } from '@web/components/option-select';

export interface FormOptionSelectProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, string | undefined>;
  aria: FieldAria;
  placeholder: string;
  options: readonly SelectOption[];
}

export function FormOptionSelect<T extends FieldValues, TOut>({ control, name, aria, placeholder, options }: FormOptionSelectProps<T, TOut>) {
  const { ref, onBlur, value, onChange } = useController({ control, name }).field;
  return (
    <OptionSelect
      {...aria}
      ref={ref}
      onBlur={onBlur}
      value={(value as string | undefined) ?? ''}
      onChange={onChange}
      placeholder={placeholder}
      options={options}
    />
  );
}
