// The Get Involved form: first name, last name, e-mail, phone required; reason optional; the article it
// came from attached.
import { z } from 'zod';
import { emailField, optionalText, phoneField, requiredText } from './text';

export const REASON_MAX = 1000;

export const getInvolvedSchema = z.object({
  firstName: requiredText('Please enter your first name', 60),
  lastName: requiredText('Please enter your last name', 60),
  email: emailField,
  phone: phoneField,
  reason: optionalText(REASON_MAX, `Please keep this under ${REASON_MAX} characters`),
  articleTitle: optionalText(300),
  // A database id: anything past 32 bits could name no post, and the database would refuse it.
  articleId: z.number().int().positive().max(2_147_483_647).optional(),
});
export type GetInvolvedInput = z.input<typeof getInvolvedSchema>;
export type GetInvolvedData = z.output<typeof getInvolvedSchema>;

export { GET_INVOLVED_THANKS, GET_INVOLVED_THANKS_DETAIL } from '../reference/form-messages';
