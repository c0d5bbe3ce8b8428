// The head every page starts from: the site's name, tagline and promise.
import type { PageHead } from '@shared/page-render';
import { siteSettings, TAGLINE } from './inline-site-settings';

export const SITE_DESCRIPTION =
  'The Engine That Gets You: find and support Black-owned and community businesses near you, read community news, pop culture and history, and get involved in local events.';

export function defaultPageHead(): PageHead {
  return { title: `${siteSettings.name} — ${TAGLINE}`, description: SITE_DESCRIPTION, type: 'website' };
}

/** A page's title as the tab shows it: '<Page> · <site name>'. */
export function titleOf(page: string): string {
  return `${page} · ${siteSettings.name}`;
}

/** Text cut at a word for a meta description (about 160 characters). */
export function descriptionOf(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}
