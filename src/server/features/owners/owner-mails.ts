// The e-mails an owner's own actions send: a claim verified at once, a claim received for staff.
import { paths } from '@shared/paths';
import { signature, siteLink, type Site } from '../mail';

export const claimVerifiedMail = (site: Site, businessName: string) => ({
  subject: `You are the verified owner of "${businessName}"`,
  body:
    `Your account's e-mail is the business e-mail of ${businessName}, so your claim is verified: you are its owner on ${site.name}.\n\n` +
    `From your account you can keep its hours, phone, website, services and photos current, and answer reviews publicly.` +
    siteLink(site, paths.account) +
    signature(site),
});

export const claimReceivedMail = (site: Site, businessName: string) => ({
  subject: `We received your claim for "${businessName}"`,
  body:
    `Thank you. Our team will check what you sent us about ${businessName} and e-mail you the decision, usually within two business days.` + signature(site),
});
