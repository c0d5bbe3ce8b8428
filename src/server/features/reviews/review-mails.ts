// The e-mail a verified owner gets when their listing is reviewed (they can turn it off in /account).
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
