// The changed words of the edit comparison.
import { describe, expect, it } from 'vitest';
import { sideParts, wordDiff } from './word-diff';

describe('wordDiff', () => {
  it('keeps the shared words and marks the removed and added ones in order', () => {
    const parts = wordDiff('Fresh bread baked daily', 'Fresh sourdough baked daily');
    expect(parts.filter((p) => p.kind === 'removed').map((p) => p.text.trim())).toEqual(['bread']);
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text.trim())).toEqual(['sourdough']);
    expect(parts.map((p) => (p.kind === 'added' ? '' : p.text)).join('')).toBe('Fresh bread baked daily');
  });

  it('gives each side what it shows: the old text with its removals, the new text with its additions', () => {
    const parts = wordDiff('Open on Main Street', 'Open on Peachtree Street');
    expect(
      sideParts(parts, 'original')
        .map((p) => p.text)
        .join(''),
    ).toBe('Open on Main Street');
    expect(
      sideParts(parts, 'proposed')
        .map((p) => p.text)
        .join(''),
    ).toBe('Open on Peachtree Street');
    expect(sideParts(parts, 'original').some((p) => p.kind === 'added')).toBe(false);
    expect(sideParts(parts, 'proposed').some((p) => p.kind === 'removed')).toBe(false);
  });

  it('marks nothing when the texts are the same', () => {
    expect(wordDiff('Same text', 'Same text').every((p) => p.kind === 'same')).toBe(true);
  });
});
