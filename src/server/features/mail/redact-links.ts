// What staff may read of an e-mail: the secret of every link taken out. Sign-in links carry a one-time
// token, and whoever reads it in the outbox could sign in as that owner; the mail itself goes out intact.

export const REDACTED = '[redacted]';

// A query or fragment parameter named 'token' or ending in it ('token=', 'resetToken=', HTML's '&amp;token='),
// up to the next separator. Linear: one pass, no nested repetition.
const TOKEN_VALUE = /([?&#;][\w.-]*token=)[^&#\s"'<>]+/gi;

/** The text with the value of every `token=` parameter of a URL in it replaced by '[redacted]'. */
export function redactLinkSecrets(text: string): string {
  return text.replace(TOKEN_VALUE, `$1${REDACTED}`);
}
