// The public site settings (name, support contacts, map tiles, admin host), read once from the page.
// The server inlines them as <script id="site-settings" type="application/json">; the Vite dev server does
// not, so the defaults below (the server's own defaults) apply there. GET /api/site answers the same object.
import { SITE_SETTINGS_GLOBAL } from '@shared/page-render';

export interface SiteSettings {
  name: string;
  supportEmail: string;
  supportPhone: string;
  mapTileUrl: string;
  adminHost: string | null;
}

export const DEFAULT_SITE_SETTINGS: Readonly<SiteSettings> = Object.freeze({
  name: 'The Engine',
  supportEmail: 'support@theengine.community',
  supportPhone: '(404) 555-0123',
  mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  adminHost: null,
});

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
export function isAdminHost(settings: Pick<SiteSettings, 'adminHost'> = siteSettings, location: Pick<Location, 'hostname' | 'host'> = window.location): boolean {
  const adminHost = settings.adminHost?.toLowerCase();
  if (!adminHost) return false;
  return location.hostname.toLowerCase() === adminHost || location.host.toLowerCase() === adminHost;
}
