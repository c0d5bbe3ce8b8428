// Visitors' suggestions of a business type for a location, stored as pending for staff.
import type { DbOrTx } from '@server/db/client';
import { businessSuggestions } from '@server/db/schema';

/** Stores a suggestion (pending); answers its id. */
export async function insertSuggestion(db: DbOrTx, suggestion: { businessType: string; location: string }): Promise<number> {
  const [row] = await db.insert(businessSuggestions).values(suggestion).returning({ id: businessSuggestions.id });
  return row!.id;
}
