// A visitor's suggestion of a business type for a location ('Suggest a Business').
import { z } from 'zod';

export const FILL_ALL_FIELDS = 'Please fill in all fields';

export const suggestionSchema = z.object({
  businessType: z.string({ error: FILL_ALL_FIELDS }).trim().min(1, FILL_ALL_FIELDS).max(120, 'Please keep the type of business under 120 characters'),
  location: z.string({ error: FILL_ALL_FIELDS }).trim().min(1, FILL_ALL_FIELDS).max(120, 'Please keep the location under 120 characters'),
});
export type SuggestionInput = z.infer<typeof suggestionSchema>;
