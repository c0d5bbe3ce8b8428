// A visitor's suggestion of a business type for a location ('Suggest a Business').
import { z } from 'zod';
import { requiredText } from './text';

export const FILL_ALL_FIELDS = 'Please fill in all fields';
export { SUGGESTION_SUBMITTED, SUGGESTION_SUBMITTED_DETAIL } from '../reference/form-messages';

export const suggestionSchema = z.object({
  businessType: requiredText(FILL_ALL_FIELDS, 120, 'Please keep the type of business under 120 characters'),
  location: requiredText(FILL_ALL_FIELDS, 120, 'Please keep the location under 120 characters'),
});
export type SuggestionInput = z.infer<typeof suggestionSchema>;
