// What other features may use of the mail feature: the outbox (its staff view redacted, and pruned), the
// mailer's type and the contact-change mails.
export { changesContact, contactChangedMails, contactChangeOf, contactChangeRequestedMail } from './contact-change';
export type { Mailer } from './mailer';
export { listOutbox, OUTBOX_KEPT_DAYS, pruneOutbox, type EmailMessage } from './outbox.repo';
export { redactLinkSecrets } from './redact-links';
export { signature, siteLine, siteLink, type Mail, type Site } from './mail-text';
