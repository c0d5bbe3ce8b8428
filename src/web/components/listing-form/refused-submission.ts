// What a form of the listing shows when the server refuses it: each field's error next to its field, a
// toast with the server's message (or the form's own for a failure that is not the visitor's), and focus
// on the first field to fix.
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { formFieldOf } from './form-values';
import { focusFirstInvalid } from './payload-resolver';
import { showServerFieldErrors } from '@web/lib/server-field-errors';

export function showRefusedSubmission<V extends FieldValues>(error: unknown, setError: UseFormSetError<V>, formId: string, failed: string) {
  showServerFieldErrors(error, setError, (key) => formFieldOf(key) as FieldPath<V>);
  toast.error('Error', { description: isApiError(error) && error.isClientError && error.message ? error.message : failed });
  focusFirstInvalid(formId);
}
