// Owner accounts: the sign-in form's rules and what the API answers about the signed-in owner.
import { z } from 'zod';
import { boundedString, emailField } from './text';

/** A path of this site to come back to after signing in: one leading '/', no '\\', no control characters. */
export const isSameSitePath = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && ![...path].some((c) => c.charCodeAt(0) < 32);

export const signInRequestSchema = z.object({
  email: emailField,
  /** Where the link leads after signing in (carried in the e-mailed link, so it works on another device). */
  next: boundedString(300).refine(isSameSitePath, 'Not a page of this site').optional(),
});
export type SignInRequestInput = z.infer<typeof signInRequestSchema>;

/**
 * The token of a sign-in link, as the link carries it; `confirm` once the person has said yes to signing in
 * as that account (asked when the link was not requested in this browser, or another owner is signed in).
 */
export const signInTokenSchema = z.object({ token: boundedString(200).min(1, 'This sign-in link is not valid.'), confirm: z.boolean().optional() });

/** The error code of a sign-in that waits for the person's yes; its message asks 'Sign in as a…@example.org?'. */
export const CONFIRM_SIGN_IN = 'confirm_sign_in';

/** 'alex@example.org' as 'a…@example.org': enough to recognise one's own address, little to a stranger. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '…' : `${email[0]}…${email.slice(at)}`;
}

export const accountSettingsSchema = z.object({ notifyReviews: z.boolean() });
export type AccountSettingsInput = z.infer<typeof accountSettingsSchema>;

export const ownerAccountSchema = z.object({
  email: z.string(),
  notifyReviews: z.boolean(),
  csrfToken: z.string(),
});
export type OwnerAccount = z.infer<typeof ownerAccountSchema>;

/** A listing that signing in made the account's own: its business e-mail is the account's and nobody owned it. */
export const foundListingSchema = z.object({ id: z.number().int(), businessName: z.string() });
export type FoundListing = z.infer<typeof foundListingSchema>;

/** What signing in answers: the signed-in owner, and the listings the sign-in found for them. */
export const signedInOwnerSchema = ownerAccountSchema.extend({ foundListings: z.array(foundListingSchema) });
export type SignedInOwner = z.infer<typeof signedInOwnerSchema>;

export { OWNER_HINT_COOKIE } from '../session-names';

export { SIGN_IN_SENT } from '../reference/form-messages';
export const SIGN_IN_LINK_INVALID = 'This sign-in link is invalid or has expired. Please ask for a new one.';
