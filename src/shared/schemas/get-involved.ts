// The Get Involved form (first name, last name, e-mail, phone required; reason optional; the article it
// came from attached), and the text, e-mail and phone rules the community forms share.
import { z } from 'zod';

/** Trimmed text that must not be empty, with one message for both missing and blank. */
export const requiredText = (message: string, max: number, tooLong = `Please keep this under ${max} characters`) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** Trimmed optional text; missing or blank both mean none (''). */
export const optionalText = (max: number, tooLong = `Please keep this under ${max} characters`) =>
  z.string().trim().max(max, tooLong).optional().default('');

const PHONE_RE = /^\+?[\d\s().-]+$/;
export const phoneField = requiredText('Please enter a phone number', 30, 'Please enter a valid phone number').refine((v) => {
  const digits = v.replace(/\D/g, '').length;
  return PHONE_RE.test(v) && digits >= 10 && digits <= 15;
}, 'Please enter a valid phone number');

export const emailField = requiredText('Please enter a valid email address', 254, 'Please enter a valid email address').pipe(
  z.email('Please enter a valid email address'),
);

export const REASON_MAX = 1000;

export const getInvolvedSchema = z.object({
  firstName: requiredText('Please enter your first name', 60),
  lastName: requiredText('Please enter your last name', 60),
  email: emailField,
  phone: phoneField,
  reason: optionalText(REASON_MAX, `Please keep this under ${REASON_MAX} characters`),
  articleTitle: optionalText(300),
  articleId: z.number().int().positive().optional(),
});
export type GetInvolvedInput = z.input<typeof getInvolvedSchema>;
export type GetInvolvedData = z.output<typeof getInvolvedSchema>;

export const GET_INVOLVED_THANKS = 'Thank you for your interest!';
export const GET_INVOLVED_THANKS_DETAIL = "We'll contact you soon with more information about how to get involved.";
