import { describe, expect, it } from 'vitest';
import { itemsOf, nextOffset } from './offset-pages';

describe('offset pages', () => {
  it('starts the next page after the pages loaded, until one says nothing follows', () => {
    const next = nextOffset(20);
    expect(next({ hasMore: true }, [{}])).toBe(20);
    expect(next({ hasMore: true }, [{}, {}, {}])).toBe(60);
    expect(next({ hasMore: false }, [{}, {}])).toBeUndefined();
    expect(nextOffset(5, 3)({ hasMore: true }, [{}])).toBe(8);
  });

  it('answers every item loaded, in order, and none before the first page', () => {
    expect(itemsOf({ pages: [{ items: [1, 2] }, { items: [3] }] })).toEqual([1, 2, 3]);
    expect(itemsOf<number>(undefined)).toEqual([]);
  });
});
