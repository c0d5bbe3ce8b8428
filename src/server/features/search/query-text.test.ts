// A search's words: folded as the database folds listings, and what each may be looked up as.
import { describe, expect, it } from 'vitest';
import { foldText, splitsOf, swapsOf, tokensOf, typoBudget, typoSearch } from './query-text';

/** Whether a LIKE pattern of letters and % matches the word. */
const likes = (pattern: string, word: string) => new RegExp(`^${pattern.replaceAll('%', '.*')}$`).test(word);

/** Every word one edit (or, with two, two edits) from `word`, over a few letters. */
function edits(word: string, times: number): Set<string> {
  let found = new Set([word]);
  for (let n = 0; n < times; n++) {
    const next = new Set<string>();
    for (const w of found) {
      for (let i = 0; i <= w.length; i++) {
        for (const c of 'aeisxz') {
          next.add(w.slice(0, i) + c + w.slice(i));
          if (i < w.length) next.add(w.slice(0, i) + c + w.slice(i + 1));
        }
        if (i < w.length) next.add(w.slice(0, i) + w.slice(i + 1));
      }
    }
    found = next;
  }
  found.delete(word);
  return found;
}

describe('foldText', () => {
  it('folds case and accents as unaccent does, letters that do not decompose included', () => {
    expect(foldText('Café Crème')).toBe('cafe creme');
    expect(foldText('Straße ÆØ Łódź Œuvre')).toBe('strasse aeo lodz oeuvre');
    expect(foldText('Mama Dee’s')).toBe("mama dee's");
  });
});

describe('tokensOf', () => {
  it('reads runs of letters and digits with their place in the text, folded', () => {
    expect(tokensOf('Soul food in Houston, TX')).toEqual([
      { text: 'Soul', folded: 'soul', start: 0, end: 4 },
      { text: 'food', folded: 'food', start: 5, end: 9 },
      { text: 'in', folded: 'in', start: 10, end: 12 },
      { text: 'Houston', folded: 'houston', start: 13, end: 20 },
      { text: 'TX', folded: 'tx', start: 22, end: 24 },
    ]);
    // A decomposed accent stays with its letter.
    expect(tokensOf('cafe\u0301 b&b').map((t) => t.folded)).toEqual(['cafe', 'b', 'b']);
  });
});

describe('typos', () => {
  it('forgives none below 4 letters, one from 4, two from 8', () => {
    expect([3, 4, 7, 8, 12].map((n) => typoBudget('x'.repeat(n)))).toEqual([0, 1, 1, 2, 2]);
  });

  it('finds every word within the budget with its index patterns, keeping the first letter of short words', () => {
    for (const word of ['hair', 'barber', 'kitchen', 'restaurant', 'landscaping']) {
      const search = typoSearch(word)!;
      for (const candidate of edits(word, search.budget)) {
        const allowed = candidate.length >= search.minLength && candidate.length <= search.maxLength && (!search.firstLetter || candidate[0] === word[0]);
        if (allowed)
          expect(
            search.patterns.some((p) => likes(p, candidate)),
            `${word} -> ${candidate}`,
          ).toBe(true);
      }
    }
  });

  it('reads three letters as a four-letter word with a letter dropped', () => {
    const search = typoSearch('jek')!;
    expect(search).toMatchObject({ budget: 1, minLength: 4, maxLength: 4, firstLetter: true });
    expect(search.patterns.some((p) => likes(p, 'jerk'))).toBe(true);
    expect(typoSearch('jo')).toBeNull();
    expect(typoSearch('30303')).toBeNull();
  });

  it('swaps neighbouring letters, never the first', () => {
    expect(swapsOf('hiar')).toEqual(['hair', 'hira']);
    expect(swapsOf('abba')).toEqual(['abab']);
  });
});

describe('splitsOf', () => {
  it('cuts a glued word in two, each part of two letters or more', () => {
    expect(splitsOf('soulfood')).toContainEqual(['soul', 'food']);
    expect(splitsOf('soulfood').every(([a, b]) => a.length >= 2 && b.length >= 2)).toBe(true);
    expect(splitsOf('spa')).toEqual([]);
    expect(splitsOf('30303')).toEqual([]);
  });
});

describe('letters outside the Basic Multilingual Plane', () => {
  // A letter such as U+10000 is two UTF-16 units; a cut between them is text Postgres refuses.
  const whole = (text: string) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
  const word = '\u1000\u{10000}\u{10001}\u1001';

  it('counts each as one letter and never cuts one in half', () => {
    expect(typoBudget(word)).toBe(1);
    const search = typoSearch(word)!;
    expect(search.minLength).toBe(3);
    expect([...search.patterns, ...search.swaps].every(whole)).toBe(true);
    expect(splitsOf(`${word}\u{10002}`).flat().every(whole)).toBe(true);
    expect(splitsOf(`${word}\u{10002}`)).toContainEqual(['\u1000\u{10000}', '\u{10001}\u1001\u{10002}']);
  });
});
