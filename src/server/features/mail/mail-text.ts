// The pieces every e-mail of the site shares: the site's name line, the support signature and links back.
import { absoluteUrl } from '@shared/paths';
import type { Config } from '@server/config';

/** The site's settings and its address (see plugins/site-origin): every e-mail links back with it. */
export type Site = Config['site'] & { origin: string };

export interface Mail {
  subject: string;
  body: string;
}

/** The last line of every e-mail. */
export const siteLine = (site: Site) => `${site.name}: The Engine That Gets You`;

/** Where to ask questions, then the site line. */
export const signature = (site: Site) => `\n\nQuestions? Write to ${site.supportEmail} or call ${site.supportPhone}.\n\n${siteLine(site)}`;

/** A line with the site's address of `path` (one of `paths` from @shared/paths). */
export const siteLink = (site: Site, path: string) => `\n${absoluteUrl(site.origin, path)}`;
