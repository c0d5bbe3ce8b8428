// What the community's forms say on success, without zod: the page's notice for a form
// posted without script (../page-forms.ts) reads these, as the forms' toasts do.

export const SUGGESTION_SUBMITTED = 'Business suggestion submitted';
export const SUGGESTION_SUBMITTED_DETAIL = "Thank you for your suggestion! We'll review it and get back to you.";
export const GET_INVOLVED_THANKS = 'Thank you for your interest!';
export const GET_INVOLVED_THANKS_DETAIL = "We'll contact you soon with more information about how to get involved.";
export const BLOG_REQUEST_SUBMITTED = 'Blog Request Submitted';
export const BLOG_REQUEST_SUBMITTED_DETAIL = 'Your blog request has been submitted for admin review.';
export const SIGN_IN_SENT = 'If that address can sign in, a link is on its way. It works once, for 15 minutes.';
/** What a form refused for blank required fields says (the listing, edit and event forms). */
export const FILL_REQUIRED_FIELDS = 'Please fill in all required fields';
