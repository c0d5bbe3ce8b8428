// Pure helpers behind the business card: website and map links, photo variants, service preview, rating text.
// DOM-free so they are unit tested in node.

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

/** The first `max` services of a comma-separated list, and how many more there are. */
export function servicesPreview(text: string | null | undefined, max = 3): { shown: string[]; more: number } {
  const all = (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return { shown: all.slice(0, max), more: Math.max(0, all.length - max) };
}

/** 'mailto:' target for a business e-mail, or null when the address is blank. */
export function mailtoHref(email: string | null | undefined): string | null {
  const text = (email ?? '').trim();
  return text ? `mailto:${text}` : null;
}
