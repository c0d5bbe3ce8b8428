import { describe, expect, it } from 'vitest';
import { blanksAsNull, pick } from './pick';

describe('pick', () => {
  it('copies the named fields only, blank or not', () => {
    const row = { id: 3, name: 'Nia', note: '', extra: true };
    expect(pick(row, ['name', 'note'])).toEqual({ name: 'Nia', note: '' });
    expect(pick(row, [])).toEqual({});
  });

  it('stores a blank answer as null and keeps every other value', () => {
    const input: { a: string; b?: string; c: string | null; d: string; e: number } = { a: '', c: null, d: 'kept', e: 0 };
    expect(blanksAsNull(input, ['a', 'b', 'c', 'd'])).toEqual({ a: null, b: null, c: null, d: 'kept' });
    // @ts-expect-error: a number is never blank, so 0 is not read as a left-out answer.
    blanksAsNull(input, ['e']);
  });
});
