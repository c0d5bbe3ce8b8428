// The server refused a form with messages for some of its fields: each message goes next to its field,
// and the first of those fields takes the focus, whichever form it was.
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/** Reads a field name of the API as the form's field, or undefined for one the form does not show. */
export type FieldOf<V extends FieldValues> = (apiField: string) => FieldPath<V> | undefined;

/** The fields named here, as they are. */
export function amongFields<V extends FieldValues>(names: readonly FieldPath<V>[]): FieldOf<V> {
  return (apiField) => names.find((name) => name === apiField);
}

/** Sets the refusal's field messages on the form, focusing the first; answers how many it set. */
export function showServerFieldErrors<V extends FieldValues>(error: unknown, setError: UseFormSetError<V>, fieldOf: FieldOf<V>): number {
  if (!isApiError(error)) return 0;
  let shown = 0;
  for (const [apiField, message] of Object.entries(error.fields)) {
    const field = fieldOf(apiField);
    if (field) setError(field, { message }, { shouldFocus: shown++ === 0 });
  }
  return shown;
}
