// The e-mails of owner accounts: the one-time sign-in link.
import { siteLine, type Mail, type Site } from '../mail';

export const signInLinkMail = (site: Site, link: string): Mail => ({
  subject: `Your sign-in link for ${site.name}`,
  body:
    `Here is your link to sign in to ${site.name} and manage your business listings:\n\n${link}\n\n` +
    `It works once, within 15 minutes. If you did not ask for it, you can ignore this e-mail: nobody can sign in without the link.\n\n` +
    siteLine(site),
});
