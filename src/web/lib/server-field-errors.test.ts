import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { amongFields, showServerFieldErrors } from './server-field-errors';

type Form = { name: string; email: string; when: { start: string } };

describe('server field errors', () => {
  it('puts each message on its field, focuses the first, and skips fields the form does not show', () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'validation_error', 'Invalid', { name: 'Too short', secret: 'hidden', email: 'Not an e-mail' });
    expect(showServerFieldErrors<Form>(error, setError, amongFields<Form>(['name', 'email']))).toBe(2);
    expect(setError.mock.calls).toEqual([
      ['name', { message: 'Too short' }, { shouldFocus: true }],
      ['email', { message: 'Not an e-mail' }, { shouldFocus: false }],
    ]);
  });

  it('reads API names through the form’s own mapping, and does nothing for an error without fields', () => {
    const setError = vi.fn();
    const nested = new ApiError(400, 'validation_error', 'Invalid', { 'when.start': 'In the past' });
    expect(showServerFieldErrors<Form>(nested, setError, (key) => key.split('.')[0] as 'when')).toBe(1);
    expect(setError).toHaveBeenCalledWith('when', { message: 'In the past' }, { shouldFocus: true });
    expect(showServerFieldErrors<Form>(new Error('offline'), setError, amongFields<Form>(['name']))).toBe(0);
  });
});
