import { describe, expect, it } from 'vitest';
import { MAX_SAVED_IDS, readSavedIds, SAVED_IDS_MESSAGES, savedIdsSchema } from './saved-ids';

describe('savedIdsSchema', () => {
  it('reads comma-separated ids in order, each once', () => {
    expect(savedIdsSchema.parse('12,34,5')).toEqual([12, 34, 5]);
    expect(savedIdsSchema.parse(' 7 , 3,7, ')).toEqual([7, 3]);
    expect(savedIdsSchema.parse('42')).toEqual([42]);
  });

  it('refuses what is not a list of ids, with a clear message', () => {
    expect(readSavedIds(null)).toEqual({ error: SAVED_IDS_MESSAGES.required });
    expect(readSavedIds('  ')).toEqual({ error: SAVED_IDS_MESSAGES.required });
    for (const bad of ['abc', '12;34', '1,,2', '-3', '0', '1.5', '99999999999', '2147483648', '<script>']) {
      expect(readSavedIds(bad), bad).toEqual({ error: SAVED_IDS_MESSAGES.format });
    }
  });

  it(`holds at most ${MAX_SAVED_IDS} ids`, () => {
    const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1).join(',');
    expect(savedIdsSchema.parse(ids(MAX_SAVED_IDS))).toHaveLength(MAX_SAVED_IDS);
    expect(readSavedIds(ids(MAX_SAVED_IDS + 1))).toEqual({ error: SAVED_IDS_MESSAGES.tooMany });
    expect(readSavedIds('1,'.repeat(5000))).toEqual({ error: SAVED_IDS_MESSAGES.tooMany });
  });
});
