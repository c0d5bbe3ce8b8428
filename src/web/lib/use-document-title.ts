// Sets the tab title for a screen: '<Page> · <site name>', or the site's full title on the home page.
import { useEffect } from 'react';
import { siteSettings, TAGLINE } from './site-settings';

export function pageTitle(page?: string): string {
  return page ? `${page} · ${siteSettings.name}` : `${siteSettings.name} — ${TAGLINE}`;
}

export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
