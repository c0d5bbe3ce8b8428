// What a form of the listing shows when the server refuses it: each field's error next to its field, a
// toast with the server's message (or the form's own for a failure that is not the visitor's), and focus
// on the first field to fix.
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { formFieldOf } from './form-values';
import { focusFirstInvalid } from './payload-resolver';

export function showRefusedSubmission<V extends FieldValues>(error: unknown, setError: UseFormSetError<V>, formId: string, failed: string) {
  if (isApiError(error)) {
    for (const [key, message] of Object.entries(error.fields)) setError(formFieldOf(key) as FieldPath<V>, { message });
  }
  toast.error('Error', { description: isApiError(error) && error.isClientError && error.message ? error.message : failed });
  focusFirstInvalid(formId);
}
