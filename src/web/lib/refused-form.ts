// What a toast says when the browser refuses a form: the one problem when there is one (its field shows
// the same message, and takes the focus), that required fields are blank when some are, else how many
// fields need a look. Never a message that is not about this form's actual problems.
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { FILL_REQUIRED_FIELDS } from '@shared/reference/form-messages';

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim()) || (Array.isArray(value) && value.length === 0);

export function refusedFormMessage<V extends FieldValues>(errors: FieldErrors<V>, values: Partial<V>): string {
  const fields = Object.keys(errors).filter((name) => name !== 'root');
  if (fields.length === 1) {
    const message = errors[fields[0]!]?.message;
    if (typeof message === 'string' && message) return message;
  }
  if (fields.some((name) => isBlank(values[name]))) return FILL_REQUIRED_FIELDS;
  return fields.length === 1 ? 'Please check the highlighted field.' : `Please check the ${fields.length} highlighted fields.`;
}
