// The home page's structured data: the site (with its search) and the organisation behind it. Loaded
// only by the server render, so the home page's script stays small.
import { absoluteUrl } from '@shared/paths';
import { organizationJsonLd, websiteJsonLd } from '@shared/seo/structured-data';
import type { PageContext } from '@web/app/page-handle';
import { siteSettings } from '@web/lib/inline-site-settings';

export function homeHead({ siteUrl }: Pick<PageContext, 'siteUrl'>) {
  return {
    jsonLd: [
      websiteJsonLd({ name: siteSettings.name, url: siteUrl }),
      organizationJsonLd({
        name: siteSettings.name,
        url: siteUrl,
        email: siteSettings.supportEmail,
        phone: siteSettings.supportPhone,
        logo: absoluteUrl(siteUrl, '/apple-touch-icon.png'),
      }),
    ],
  };
}
