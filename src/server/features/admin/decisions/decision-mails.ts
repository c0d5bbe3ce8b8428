// The e-mails the moderation decisions send: plain text, addressed to whoever made the request.
import { whenLine } from '@shared/event-time';
import { paths } from '@shared/paths';
import { scheduleOf, type EventRow } from '@server/features/events';
import { signature, siteLink as link, type Mail, type Site } from '@server/features/mail';

export type { Mail };

const withFeedback = (feedback: string | undefined | null, heading = 'A note from our team') => (feedback ? `\n\n${heading}:\n${feedback}` : '');

export const listingApprovedMail = (site: Site, l: { businessName: string; listingNumber: string; id: number }, feedback?: string): Mail => ({
  subject: `Your business "${l.businessName}" is approved`,
  body:
    `Congratulations! ${l.businessName} (listing number ${l.listingNumber}) has been approved and is now listed in our directory.` +
    link(site, paths.searchFor(l.businessName)) +
    withFeedback(feedback) +
    signature(site),
});

export const listingDeclinedMail = (site: Site, l: { businessName: string; listingNumber: string }, feedback: string): Mail => ({
  subject: `About your business listing "${l.businessName}"`,
  body:
    `Thank you for submitting ${l.businessName} (listing number ${l.listingNumber}). After review, your application was not approved.` +
    withFeedback(feedback, 'Feedback from our team') +
    `\n\nYou are welcome to resubmit once the points above are addressed.` +
    signature(site),
});

export const editApprovedMail = (site: Site, l: { businessName: string; listingNumber: string }): Mail => ({
  subject: `Your changes to "${l.businessName}" are live`,
  body: `The changes you requested to ${l.businessName} (listing number ${l.listingNumber}) have been approved and applied to your listing.` + signature(site),
});

export const editRejectedMail = (site: Site, l: { businessName: string; listingNumber: string }, notes: string): Mail => ({
  subject: `About your requested changes to "${l.businessName}"`,
  body:
    `Thank you for asking to update ${l.businessName} (listing number ${l.listingNumber}). The changes were not applied.` +
    withFeedback(notes, 'Feedback from our team') +
    `\n\nYou can send a new edit request from Check Status with your listing number.` +
    signature(site),
});

/** When an event is, as its organizer entered it; 'Date to be announced' while it has none. */
const eventWhen = (e: EventRow) => {
  const schedule = scheduleOf(e);
  return `\nWhen: ${schedule ? whenLine(schedule) : 'Date to be announced'}`;
};

export const eventDecisionMail = (site: Site, e: EventRow, approved: boolean, feedback?: string): Mail => ({
  subject: approved ? `Your event "${e.eventName}" is approved` : `About your event "${e.eventName}"`,
  body:
    `Hello ${e.contactFirstName},\n\n` +
    (approved
      ? `Good news: ${e.eventName} has been approved. It now has its own page and is listed on our Get Involved page.` +
        eventWhen(e) +
        link(site, paths.eventDetail(e.id))
      : `Thank you for submitting ${e.eventName}. After review, we are not able to feature it.`) +
    withFeedback(feedback, approved ? 'A note from our team' : 'Feedback from our team') +
    signature(site),
});

export const eventWithdrawnMail = (site: Site, e: EventRow, feedback: string): Mail => ({
  subject: `Your event "${e.eventName}" has been taken down`,
  body:
    `Hello ${e.contactFirstName},\n\n` +
    `We have taken ${e.eventName} off our site: its page and its place on the Get Involved page are gone, and it is no longer in our events calendar.` +
    eventWhen(e) +
    withFeedback(feedback, 'Why we took it down') +
    `\n\nIf something has changed, reply to this message or send the event again from our List Your Community Event page.` +
    signature(site),
});

export const leadDecisionMail = (site: Site, l: { firstName: string; articleTitle: string | null }, approved: boolean, feedback?: string): Mail => {
  const about = l.articleTitle ? `"${l.articleTitle}"` : 'getting involved';
  return {
    subject: approved ? 'Thank you for getting involved' : `About your interest in ${about}`,
    body:
      `Hello ${l.firstName},\n\n` +
      (approved
        ? `Thank you for your interest in ${about}. We have passed your details on, and you will hear from us soon about the next steps.`
        : `Thank you for your interest in ${about}. We are not able to take this further at the moment.`) +
      withFeedback(feedback, approved ? 'A note from our team' : 'Feedback from our team') +
      signature(site),
  };
};

export const blogRequestDecisionMail = (
  site: Site,
  b: { title: string; author: string },
  approved: boolean,
  source: string | null,
  blogId: number | null,
  feedback?: string,
): Mail => ({
  subject: approved ? `Your article "${b.title}" is published` : `About your article "${b.title}"`,
  body:
    `Hello ${b.author},\n\n` +
    (approved
      ? `Your article "${b.title}" has been approved and published.` + (source && blogId ? link(site, paths.blog(source, blogId)) : '')
      : `Thank you for sending "${b.title}". After review, we are not able to publish it.`) +
    withFeedback(feedback, approved ? 'A note from our team' : 'Feedback from our team') +
    signature(site),
});

export const claimDecisionMail = (site: Site, c: { businessName: string }, approved: boolean, feedback?: string | null): Mail => ({
  subject: approved ? `You are the verified owner of "${c.businessName}"` : `About your claim for "${c.businessName}"`,
  body:
    (approved
      ? `Good news: our team verified your claim. You are now the owner of ${c.businessName} on ${site.name}, and the listing shows 'Verified owner'. ` +
        `From your account you can keep its details current and answer reviews.` +
        link(site, paths.account)
      : `Thank you for claiming ${c.businessName}. Our team could not verify that you own it, so the claim was not approved.`) +
    withFeedback(feedback, approved ? 'A note from our team' : 'Feedback from our team') +
    (approved ? '' : `\n\nYou are welcome to claim it again with more evidence, such as a business licence or a utility bill in the business's name.`) +
    signature(site),
});

export const ownershipEndedMail = (site: Site, c: { businessName: string }, reason: 'transferred' | 'revoked', feedback?: string | null): Mail => ({
  subject: `Your ownership of "${c.businessName}" has ended`,
  body:
    (reason === 'transferred'
      ? `Our team verified another owner's claim for ${c.businessName}, so your account no longer manages it.`
      : `Our team removed your account as the verified owner of ${c.businessName}.`) +
    withFeedback(feedback) +
    `\n\nIf you think this is a mistake, reply to this e-mail or contact us.` +
    signature(site),
});
