// The e-mails that guard a listing's contact details: whoever holds a listing number can ask to change
// the business e-mail or phone, so the address on file hears of it when asked and when it happens.
import { samePhone } from '@shared/phone';
import type { EmailMessage } from './outbox.repo';

export interface ContactChange {
  businessName: string;
  listingNumber: string;
  before: Contact;
  after: Contact;
}

interface Contact {
  businessEmail: string;
  phoneNumber: string;
}

/** A listing's contact details before and after a change of some of its fields. */
export function contactChangeOf(
  listing: { businessName: string; listingNumber: string } & Contact,
  changes: Partial<Record<keyof Contact, unknown>>,
): ContactChange {
  const before = { businessEmail: listing.businessEmail, phoneNumber: listing.phoneNumber };
  const after = {
    businessEmail: typeof changes.businessEmail === 'string' ? changes.businessEmail : before.businessEmail,
    phoneNumber: typeof changes.phoneNumber === 'string' ? changes.phoneNumber : before.phoneNumber,
  };
  return { businessName: listing.businessName, listingNumber: listing.listingNumber, before, after };
}

/** The contact fields a change touches, in words. */
function changedParts(change: ContactChange): string[] {
  const parts: string[] = [];
  if (change.before.businessEmail !== change.after.businessEmail) parts.push(`e-mail: ${change.before.businessEmail} -> ${change.after.businessEmail}`);
  // A number typed in another format is no change ('404-555-0111' is '(404) 555-0111').
  if (!samePhone(change.before.phoneNumber, change.after.phoneNumber)) parts.push(`phone: ${change.before.phoneNumber} -> ${change.after.phoneNumber}`);
  return parts;
}

export const changesContact = (change: ContactChange) => changedParts(change).length > 0;

/** To the address on file when someone asks to change the contact details. */
export function contactChangeRequestedMail(change: ContactChange, supportEmail: string): EmailMessage {
  return {
    to: change.before.businessEmail,
    subject: `A change to the contact details of "${change.businessName}" was requested`,
    body: [
      `Someone asked to change the contact details of ${change.businessName} (listing number ${change.listingNumber}):`,
      ...changedParts(change).map((p) => `- ${p}`),
      '',
      'Our team reviews the request before anything changes.',
      `If this was not you, write to ${supportEmail} right away and we will not apply it.`,
    ].join('\n'),
  };
}

/** To the old and the new address once an approved change is applied. */
export function contactChangedMails(change: ContactChange, supportEmail: string): EmailMessage[] {
  const body = [
    `The contact details of ${change.businessName} (listing number ${change.listingNumber}) have been changed:`,
    ...changedParts(change).map((p) => `- ${p}`),
    '',
    `If this was not you, write to ${supportEmail}.`,
  ].join('\n');
  const subject = `The contact details of "${change.businessName}" were changed`;
  const to = [...new Set([change.before.businessEmail, change.after.businessEmail].map((a) => a.trim()).filter(Boolean))];
  return to.map((address) => ({ to: address, subject, body }));
}
