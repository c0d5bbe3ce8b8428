import { describe, expect, it } from 'vitest';
import { movePhoto } from './photo-order';

describe('movePhoto', () => {
  it('moves a photo earlier, later, to the front and to the end', () => {
    expect(movePhoto(['a', 'b', 'c', 'd'], 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(movePhoto(['a', 'b', 'c', 'd'], 1, 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(movePhoto(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(movePhoto(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('keeps every photo once, and the list as it was for a place outside it', () => {
    expect(movePhoto(['a', 'b'], 0, 9)).toEqual(['b', 'a']);
    expect(movePhoto(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});
