// The public site settings, read once from the page: the server inlines them as
// <script id="site-settings" type="application/json">; where it does not (the Vite dev server), the shared
// defaults apply. Their shape and defaults are in src/shared/site-settings.ts.
import { SITE_SETTINGS_GLOBAL } from '@shared/page-render';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@shared/site-settings';

export const TAGLINE = 'The Engine That Gets You';

/** Reads the inline settings; any missing or malformed value falls back to its default. */
export function readSiteSettings(doc: Document | undefined = globalThis.document): SiteSettings {
  const text = doc ? doc.getElementById('site-settings')?.textContent : (globalThis as Record<string, unknown>)[SITE_SETTINGS_GLOBAL];
  if (typeof text !== 'string') return { ...DEFAULT_SITE_SETTINGS };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ...DEFAULT_SITE_SETTINGS };
  }
  const value = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const text_ = (key: keyof SiteSettings, fallback: string) => {
    const v = value[key];
    return typeof v === 'string' && v.trim() !== '' ? v : fallback;
  };
  return {
    name: text_('name', DEFAULT_SITE_SETTINGS.name),
    supportEmail: text_('supportEmail', DEFAULT_SITE_SETTINGS.supportEmail),
    supportPhone: text_('supportPhone', DEFAULT_SITE_SETTINGS.supportPhone),
    mapTileUrl: text_('mapTileUrl', DEFAULT_SITE_SETTINGS.mapTileUrl),
    adminHost: typeof value.adminHost === 'string' && value.adminHost.trim() !== '' ? value.adminHost : null,
  };
}

/** The settings of this page load; they never change while the page is open. */
export const siteSettings: Readonly<SiteSettings> = Object.freeze(readSiteSettings());

/** True when this page is served on the dedicated admin host, which only shows the admin screens. */
export function isAdminHost(
  settings: Pick<SiteSettings, 'adminHost'> = siteSettings,
  location: Pick<Location, 'hostname' | 'host'> = window.location,
): boolean {
  const adminHost = settings.adminHost?.toLowerCase();
  if (!adminHost) return false;
  return location.hostname.toLowerCase() === adminHost || location.host.toLowerCase() === adminHost;
}
