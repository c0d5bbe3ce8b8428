// What other features may use of the mail feature: the outbox, the mailer's type and the contact-change mails.
export { changesContact, contactChangedMails, contactChangeOf, contactChangeRequestedMail } from './contact-change';
export type { Mailer } from './mailer';
export { listOutbox, type EmailMessage } from './outbox.repo';
export { signature, siteLine, siteLink, type Mail, type Site } from './mail-text';
