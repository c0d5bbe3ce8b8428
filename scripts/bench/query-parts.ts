// What the benchmark's and the load run's searches are made of: business types, visitors' places, and
// the helpers that vary a query by its number.
import { ADJECTIVES, METROS, NOUNS } from './generate';

export const TYPES = ['Beauty & Personal Care', 'Restaurants & Food Services', 'Professional Services', 'Health Care'];
/** Big cities: Atlanta, New York, Chicago, Houston, Los Angeles. */
export const POINTS = [
  [33.749, -84.388],
  [40.7128, -74.006],
  [41.8781, -87.6298],
  [29.7604, -95.3698],
  [34.0522, -118.2437],
] as const;

export const enc = encodeURIComponent;
export const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;
/** The n-th visitor's position as query parameters. */
export const near = (n: number) => `lat=${pick(POINTS, n)[0]}&lng=${pick(POINTS, n)[1]}`;

/** What the generated names, types and cities start with. */
const SUGGEST_WORDS = [...ADJECTIVES, ...NOUNS, ...TYPES, ...METROS.map(([city]) => city)].map((word) => word.toLowerCase());
/** The n-th prefix a visitor types before choosing a suggestion: 2 to 6 characters. */
export const suggestPrefix = (n: number) =>
  pick(SUGGEST_WORDS, n)
    .slice(0, 2 + ((n + Math.floor(n / SUGGEST_WORDS.length)) % 5))
    .trimEnd();
