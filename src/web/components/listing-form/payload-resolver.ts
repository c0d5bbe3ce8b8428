// A react-hook-form resolver that validates the API payload built from the form's values with the shared
// zod schema: the browser applies exactly the rules the server applies, and errors land on the form's fields.
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { formFieldOf } from './form-values';

export function payloadResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toPayload: (values: V) => z.input<S>,
  extraProblems: (values: V) => Record<string, string> = () => ({}),
): Resolver<V, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(toPayload(values));
    const flat: Record<string, FieldError> = {};
    for (const issue of result.success ? [] : result.error.issues) {
      const field = formFieldOf(issue.path.map(String).join('.'));
      flat[field] ??= { type: issue.code, message: issue.message };
    }
    for (const [field, message] of Object.entries(extraProblems(values))) flat[field] ??= { type: 'custom', message };
    if (result.success && !Object.keys(flat).length) return { values: result.data, errors: {} };
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

/** The first element on screen marked invalid gets focus, so a phone user sees what to fix. */
export function focusFirstInvalid(formId: string) {
  requestAnimationFrame(() => {
    const first = document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.scrollIntoView({ block: 'center', behavior: 'smooth' });
    first.focus({ preventScroll: true });
  });
}
