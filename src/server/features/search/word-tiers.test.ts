// The word tiers of a search's text, from a vocabulary given here: what each tier's full-text query asks.
import { describe, expect, it } from 'vitest';
import { meaningfulWords, nearestSpellings, normalize, synonymWords, type Vocabulary, wordsHold, wordTiers } from './word-tiers';

function vocabulary(parts: Partial<Record<keyof Vocabulary, unknown>>): Vocabulary {
  return {
    known: new Map(),
    stopwords: new Set(),
    forms: new Map(),
    typos: new Map(),
    prefixed: new Map(),
    splits: new Map(),
    glued: new Set(),
    similar: new Map(),
    ...parts,
  } as Vocabulary;
}

const tiers = (words: string[], v: Vocabulary, exact = words.join(' ')) => wordTiers(words, v, exact).map((t) => [t.level, t.query]);

describe('wordTiers', () => {
  it('leaves out a first tier that only repeats one exact word, and tiers equal to the one before', () => {
    expect(tiers(['soul'], vocabulary({ known: new Map([['soul', 3]]) }))).toEqual([]);
    expect(tiers(['soul', 'kitchen'], vocabulary({ known: new Map([['soul', 3]]) }))).toEqual([['forms', "('soul' & 'kitchen')"]]);
  });

  it('finds other forms, then typos, then synonyms, each tier holding the one before', () => {
    const v = vocabulary({
      forms: new Map([
        ['nails', ['nail']],
        ['barbecue', ['barbecued']],
      ]),
      typos: new Map([['bbqq', ['bbq']]]),
    });
    expect(tiers(['nails'], v)).toEqual([
      ['forms', "('nails' | 'nail')"],
      ['synonyms', "('nails' | 'nail' | 'manicure' | 'pedicure' | ('nail' & 'salon'))"],
    ]);
    expect(tiers(['bbqq'], v)).toEqual([['spelling', "('bbqq' | 'bbq')"]]);
  });

  it('splits a glued word and glues two words', () => {
    const v = vocabulary({ splits: new Map([['soulfood', ['soul', 'food']]]), glued: new Set(['hairsalon']) });
    expect(tiers(['soulfood'], v)[0]).toEqual(['forms', "('soulfood' | ('soul' & 'food'))"]);
    expect(tiers(['hair', 'salon'], v)[0]).toEqual(['forms', "(('hair' & 'salon') | 'hairsalon')"]);
  });

  it('keeps short words as the start of a word, and the last word as a start of longer ones', () => {
    const v = vocabulary({ prefixed: new Map([['kitch', ['kitchen', 'kitchens']]]) });
    expect(tiers(['dj', 'kitch'], v)[0]).toEqual(['forms', "('dj' & ('kitch' | 'kitchen' | 'kitchens'))"]);
  });
});

describe('the words that count', () => {
  it('drops stop words unless nothing else is left, and one-letter words always', () => {
    const v = vocabulary({ stopwords: new Set(['the', 'of']) });
    expect(meaningfulWords(['the', 'house', 'of', 'soul', 'a'], v)).toEqual(['house', 'soul']);
    expect(meaningfulWords(['the', 'of'], v)).toEqual(['the', 'of']);
    expect(meaningfulWords(['b', 'b'], v)).toEqual([]);
  });

  it('asks for the words of the synonyms of words and neighbouring pairs', () => {
    expect(synonymWords(['bbq'])).toEqual(expect.arrayContaining(['barbecue', 'smokehouse']));
    expect(synonymWords(['soul', 'food'])).toEqual(expect.arrayContaining(['soulfood', 'southern']));
    expect(synonymWords(['barbers'])).toContain('barbershop');
  });
});

describe('matching words', () => {
  it('holds a match as the full-text query does: whole words, and starts for short ones', () => {
    const match = normalize({ all: [{ any: [{ word: 'beauty' }, { word: 'salon' }] }, { word: 'ca' }] });
    expect(wordsHold(match, ['beauty', 'personal', 'care'])).toBe(true);
    expect(wordsHold(match, ['beauty', 'personal'])).toBe(false);
    expect(wordsHold({ word: 'beaut' }, ['beauty'])).toBe(false);
  });
});

describe('nearestSpellings', () => {
  it('respells only words the listings do not use and have no other form of', () => {
    const v = vocabulary({
      known: new Map([['hair', 4]]),
      forms: new Map([['nails', ['nail']]]),
      typos: new Map([['hiar', ['hair']]]),
      similar: new Map([['restaraunt', 'restaurants']]),
    });
    expect([...nearestSpellings(['hair', 'nails', 'hiar', 'restaraunt', 'qz'], v)]).toEqual([
      ['hiar', 'hair'],
      ['restaraunt', 'restaurants'],
    ]);
  });
});
