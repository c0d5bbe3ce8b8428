// Suggestions as the visitor types (GET /api/suggest) and what a search understood of its text: the
// contract between the search API and the search boxes.
import { z } from 'zod';
import { boundedString } from './text';

import { SUGGEST_MAX_ITEMS, SUGGEST_MIN_CHARS } from '../reference/search';

export { SUGGEST_MAX_ITEMS, SUGGEST_MIN_CHARS };

export const suggestQuerySchema = z.object({ q: boundedString(100).pipe(z.string().trim().min(SUGGEST_MIN_CHARS, 'Type at least 2 characters')) });

export const SUGGESTION_KINDS = ['business', 'type', 'service', 'place'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

export const suggestionSchema = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  /** What the list shows: a business's name, a type, a service, 'Atlanta, GA' or '30303 (Atlanta, GA)'. */
  label: z.string(),
  /** A business: its id (choosing it opens /business/{id}). */
  id: z.number().int().optional(),
  /** A business: its type and city, shown under the name. */
  detail: z.string().optional(),
  /** Anything else: the text a search for it puts in the box. */
  query: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestResponseSchema = z.object({ items: z.array(suggestionSchema).max(SUGGEST_MAX_ITEMS) });
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;

/** A place read from the search text ('hair atlanta': Atlanta, GA), which narrows and orders the results. */
export const understoodPlaceSchema = z.object({
  /** 'Atlanta, GA', 'Georgia' or '30303 (Atlanta, GA)': what the heading says. */
  label: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
});
export type UnderstoodPlace = z.infer<typeof understoodPlaceSchema>;
