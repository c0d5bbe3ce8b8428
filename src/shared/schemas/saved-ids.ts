// The ids of a shared list of saved businesses (`/saved?ids=12,34`) and of the API read behind it: one rule
// for the page that opens the link and the route that answers it.
import { z } from 'zod';
import { listingCardSchema } from './listing';

/** A shared list holds at most this many businesses (the API reads no more at once). */
export const MAX_SAVED_IDS = 100;

export const SAVED_IDS_MESSAGES = {
  required: 'This link names no businesses.',
  format: 'This link is not a list of businesses: it should end with ids such as ?ids=12,34.',
  tooMany: `A shared list holds at most ${MAX_SAVED_IDS} businesses.`,
} as const;

/** Ids are 32-bit in the database: a larger number is no listing. */
const MAX_ID = 2_147_483_647;

/** '12,34' (spaces allowed, a repeated id kept once, the order kept) to [12, 34]. */
export const savedIdsSchema = z
  .string({ error: SAVED_IDS_MESSAGES.required })
  // Bounded before any rule reads it: 100 ids of 10 digits with their commas.
  .max(MAX_SAVED_IDS * 12, SAVED_IDS_MESSAGES.tooMany)
  .transform((text) => text.trim())
  .refine((text) => text.length > 0, { message: SAVED_IDS_MESSAGES.required, abort: true })
  .refine((text) => /^\d{1,10}(?:\s*,\s*\d{1,10})*,?$/.test(text), { message: SAVED_IDS_MESSAGES.format, abort: true })
  .transform((text) => [
    ...new Set(
      text
        .split(',')
        .filter((part) => part.trim())
        .map((part) => Number(part.trim())),
    ),
  ])
  .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ID), { message: SAVED_IDS_MESSAGES.format, abort: true })
  .refine((ids) => ids.length <= MAX_SAVED_IDS, SAVED_IDS_MESSAGES.tooMany);

export const savedIdsQuerySchema = z.object({ ids: savedIdsSchema });

/** The businesses of the ids asked for that are public, in the order asked. */
export const savedListingsResponseSchema = z.object({ items: z.array(listingCardSchema) });
export type SavedListingsResponse = z.infer<typeof savedListingsResponseSchema>;

/** The ids of a `?ids=` value, or the reason it is refused. */
export function readSavedIds(text: string | null): { ids: number[] } | { error: string } {
  const parsed = savedIdsSchema.safeParse(text ?? '');
  return parsed.success ? { ids: parsed.data } : { error: parsed.error.issues[0]?.message ?? SAVED_IDS_MESSAGES.format };
}
