// The public site settings, read once from the page: the server inlines them as
// <script id="site-settings" type="application/json">; where it does not (the Vite dev server), the shared
// defaults apply. Their shape and defaults are in src/shared/site-settings.ts.
import { SITE_SETTINGS_GLOBAL } from '@shared/page-render';
import { setPhotoBaseUrl } from '@shared/photo-base';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@shared/site-settings';

export const TAGLINE = 'The Engine That Gets You';

/** Reads the inline settings; any missing, blank or malformed value falls back to its default. */
export function readSiteSettings(doc: Document | undefined = globalThis.document): SiteSettings {
  const text = doc ? doc.getElementById('site-settings')?.textContent : (globalThis as Record<string, unknown>)[SITE_SETTINGS_GLOBAL];
  let value: Record<string, unknown> = {};
  try {
    const raw: unknown = typeof text === 'string' ? JSON.parse(text) : null;
    if (typeof raw === 'object' && raw !== null) value = raw as Record<string, unknown>;
  } catch {
    // Malformed: every default applies.
  }
  const read = ([key, fallback]: [string, string | null]) => {
    const v = value[key];
    return [key, typeof v === 'string' && v.trim() !== '' ? v : fallback];
  };
  return Object.fromEntries(Object.entries(DEFAULT_SITE_SETTINGS).map(read)) as unknown as SiteSettings;
}

/** The settings of this page load; they never change while the page is open. */
export const siteSettings: Readonly<SiteSettings> = Object.freeze(readSiteSettings());
setPhotoBaseUrl(siteSettings.photoBaseUrl);

/** True when this page is served on the dedicated admin host, which only shows the admin screens. */
export function isAdminHost(
  settings: Pick<SiteSettings, 'adminHost'> = siteSettings,
  location: Pick<Location, 'hostname' | 'host'> = window.location,
): boolean {
  const adminHost = settings.adminHost?.toLowerCase();
  if (!adminHost) return false;
  return location.hostname.toLowerCase() === adminHost || location.host.toLowerCase() === adminHost;
}
