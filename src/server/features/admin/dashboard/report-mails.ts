// The e-mails a Reports decision sends the listing's verified owner when it concerns them: their listing
// corrected, marked closed (or reopened), a review of it removed, or the answer to their asking staff to look
// at a review.
import { paths } from '@shared/paths';
import { PERMANENTLY_CLOSED } from '@shared/reference/reports';
import { signature, siteLink, type Mail, type Site } from '@server/features/mail';

interface Business {
  id: number;
  businessName: string;
}

export const listingCorrectedMail = (site: Site, business: Business): Mail => ({
  subject: `Your listing "${business.businessName}" was updated`,
  body:
    `A visitor told us that something on the page of ${business.businessName} on ${site.name} was out of date, and our team has corrected the listing. ` +
    `Please have a look and keep it current from your account.` +
    siteLink(site, paths.business(business.id)) +
    signature(site),
});

export const listingClosedMail = (site: Site, business: Business): Mail => ({
  subject: `"${business.businessName}" is now marked permanently closed`,
  body:
    `Our team marked ${business.businessName} permanently closed on ${site.name}: it no longer shows in search, and its page says '${PERMANENTLY_CLOSED}'. ` +
    `If the business is still open, write to us and we will reopen it at once.` +
    siteLink(site, paths.business(business.id)) +
    signature(site),
});

export const listingReopenedMail = (site: Site, business: Business): Mail => ({
  subject: `"${business.businessName}" is open again on ${site.name}`,
  body: `${business.businessName} is no longer marked closed: it shows in search again.` + siteLink(site, paths.business(business.id)) + signature(site),
});

export const reviewRemovedMail = (site: Site, business: Business): Mail => ({
  subject: `A review of "${business.businessName}" was removed`,
  body:
    `A visitor reported a review of ${business.businessName}, and our team removed it: it broke the site's rules for reviews.` +
    siteLink(site, paths.reviews(business.id)) +
    signature(site),
});

/** The answer to a verified owner who asked staff to look at a review of their listing. */
export const ownerLookAnsweredMail = (site: Site, business: Business, answer: 'kept' | 'removed'): Mail => ({
  subject: `About the review of "${business.businessName}" you asked us to look at`,
  body:
    (answer === 'removed'
      ? `You asked our team to look at a review of ${business.businessName}. We have, and we removed it: it broke the site's rules for reviews.`
      : `You asked our team to look at a review of ${business.businessName}. We have read it carefully and it keeps to the site's rules for reviews, so it stays. ` +
        `You can still answer it publicly from your account.`) +
    siteLink(site, answer === 'removed' ? paths.reviews(business.id) : paths.account) +
    signature(site),
});
