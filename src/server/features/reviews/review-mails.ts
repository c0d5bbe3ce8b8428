// The e-mails a verified owner gets when their listing is reviewed (they can turn it off in /account), and
// when a burst of reviews on it is held for staff.
import { paths } from '@shared/paths';
import type { Review } from '@shared/schemas/review';
import { siteLine, siteLink, type Mail, type Site } from '../mail';

export const newReviewMail = (site: Site, business: { id: number; businessName: string }, review: Review): Mail => ({
  subject: `New ${review.rating}-star review of "${business.businessName}"`,
  body:
    `${review.username} reviewed ${business.businessName}: ${'★'.repeat(review.rating)}${'☆'.repeat(5 - review.rating)}\n\n"${review.content}"\n\n` +
    `You can answer it publicly from your account.` +
    siteLink(site, paths.account) +
    `\n\nTo stop these e-mails, turn off review e-mails in your account.\n\n${siteLine(site)}`,
});

export const burstHeldMail = (site: Site, business: { id: number; businessName: string }): Mail => ({
  subject: `Reviews of "${business.businessName}" are being checked`,
  body:
    `${business.businessName} has just received many more reviews than usual, or several low ratings within a few hours. ` +
    `We are holding these reviews while our team checks them, and they do not count towards your rating until they are published. ` +
    `We check most within a day; there is nothing you need to do.` +
    siteLink(site, paths.business(business.id)) +
    `\n\n${siteLine(site)}`,
});
