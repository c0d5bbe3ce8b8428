// The e-mail a verified owner gets when their listing is reviewed (they can turn it off in /account).
import type { Review } from '@shared/schemas/review';
import type { Config } from '@server/config';

type Site = Config['site'];

export const newReviewMail = (site: Site, business: { id: number; businessName: string }, review: Review) => {
  const base = site.publicUrl?.replace(/\/$/, '');
  return {
    subject: `New ${review.rating}-star review of "${business.businessName}"`,
    body:
      `${review.username} reviewed ${business.businessName}: ${'★'.repeat(review.rating)}${'☆'.repeat(5 - review.rating)}\n\n"${review.content}"\n\n` +
      `You can answer it publicly from your account.` +
      (base ? `\n${base}/account` : '') +
      `\n\nTo stop these e-mails, turn off review e-mails in your account.\n\n${site.name}: The Engine That Gets You`,
  };
};
