// One excerpt and read-time rule for stored and on-the-fly article summaries.
import { describe, expect, it } from 'vitest';
import { excerptOf, readTimeOf } from './article-text';

describe('excerptOf', () => {
  it('takes the first paragraph as plain text', () => {
    expect(excerptOf('## A **bold** start\n\nSecond paragraph.')).toBe('A bold start');
    expect(excerptOf('<p>Tagged <em>words</em></p>')).toBe('Tagged words');
    expect(excerptOf('> quoted *line*')).toBe('quoted line');
  });

  it('cuts a long paragraph at a word and ends it with an ellipsis', () => {
    const text = `${'word '.repeat(60)}end`;
    const excerpt = excerptOf(text);
    expect(excerpt.length).toBeLessThanOrEqual(181);
    expect(excerpt).toMatch(/^word( word)*…$/);
  });
});

describe('readTimeOf', () => {
  it('counts 200 words a minute, at least one', () => {
    expect(readTimeOf('')).toBe('1 min read');
    expect(readTimeOf('word '.repeat(450))).toBe('2 min read');
    expect(readTimeOf('word '.repeat(1000))).toBe('5 min read');
  });
});
