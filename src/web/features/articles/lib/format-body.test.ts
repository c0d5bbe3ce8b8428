// Article bodies: paragraphs, headings, lists, quotes and inline marks, and no way to smuggle in markup.
import { describe, expect, it } from 'vitest';
import { parseBody, parseInline, safeHref } from './format-body';

describe('parseBody', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(parseBody('First line\nsecond line\n\n  \nNext paragraph')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: 'First line' }, { kind: 'break' }, { kind: 'text', text: 'second line' }] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Next paragraph' }] },
    ]);
  });

  it('reads headings, lists and quotes', () => {
    const blocks = parseBody('## The Story\nIt began.\n\n- one\n- two\n\n1. first\n2) second\n\n> Quoted words');
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote']);
    expect(blocks[0]).toEqual({ kind: 'heading', level: 2, content: [{ kind: 'text', text: 'The Story' }] });
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ text: 'one' }], [{ text: 'two' }]] });
    expect(blocks[3]).toMatchObject({ ordered: true, items: [[{ text: 'first' }], [{ text: 'second' }]] });
  });

  it('handles Windows line endings and empty text', () => {
    expect(parseBody('a\r\n\r\nb')).toHaveLength(2);
    expect(parseBody('  \n\n ')).toEqual([]);
  });

  it('keeps HTML as plain text', () => {
    const [block] = parseBody('<script>alert(1)</script><img src=x onerror=alert(1)>');
    expect(block).toEqual({ kind: 'paragraph', content: [{ kind: 'text', text: '<script>alert(1)</script><img src=x onerror=alert(1)>' }] });
  });
});

describe('parseInline', () => {
  it('reads bold and italic, nested', () => {
    expect(parseInline('a **bold *and italic* text** b')).toEqual([
      { kind: 'text', text: 'a ' },
      {
        kind: 'strong',
        children: [
          { kind: 'text', text: 'bold ' },
          { kind: 'em', children: [{ kind: 'text', text: 'and italic' }] },
          { kind: 'text', text: ' text' },
        ],
      },
      { kind: 'text', text: ' b' },
    ]);
  });

  it('leaves a lone star or a spaced star alone', () => {
    expect(parseInline('5 * 3 = 15 and a * b')).toEqual([{ kind: 'text', text: '5 * 3 = 15 and a * b' }]);
  });

  it('links bare http(s) addresses without trailing punctuation', () => {
    expect(parseInline('See https://example.org/path.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://example.org/path', text: 'https://example.org/path' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('links [text](url) only for http(s)', () => {
    expect(parseInline('[Sign up](https://example.org/join)')).toEqual([{ kind: 'link', href: 'https://example.org/join', text: 'Sign up' }]);
    expect(parseInline('[click](javascript:alert(1))')).toEqual([{ kind: 'text', text: '[click](javascript:alert(1))' }]);
  });
});

describe('safeHref', () => {
  it('accepts http and https only', () => {
    expect(safeHref('https://example.org')).toBe('https://example.org/');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('not a url')).toBeNull();
  });
});
