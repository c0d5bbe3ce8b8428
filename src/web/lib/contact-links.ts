// How every page turns a listing's contact details into links and short texts: website, a maps search and a
// person's initials, besides the phone and e-mail links of contact-hrefs.ts. One rule each.

export { mailtoHref, telHref } from './contact-hrefs';

/** The website as a link target, with https:// added when no scheme is given; null when there is none. */
export function websiteHref(website: string | null | undefined): string | null {
  const text = (website ?? '').trim();
  if (!text) return null;
  if (/^https?:\/\//i.test(text)) return text;
  // 'mailto:' or 'javascript:' are not websites; anything else with a scheme-like prefix is refused too.
  if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text)) return null;
  return `https://${text.replace(/^\/+/, '')}`;
}

/** The website as people read it: host and path, no scheme, no 'www.', no trailing slash. */
export function websiteLabel(website: string | null | undefined): string {
  return (website ?? '')
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

/** A maps search for the address (opens the maps app on phones). */
export function mapsSearchHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.trim())}`;
}

/** Up to two capital letters for an avatar: the first letters of the first two words ('?' for none). */
export function initials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  return (words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}
