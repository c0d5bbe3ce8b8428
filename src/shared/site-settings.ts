// The public site settings (name, support contacts, map tiles, admin host, photo store address): their one shape and their
// defaults, for the server's configuration, GET /api/site, the settings inlined in each page and the
// browser that reads them (the Vite dev server, which inlines nothing, shows the defaults).

export interface SiteSettings {
  name: string;
  supportEmail: string;
  supportPhone: string;
  mapTileUrl: string;
  adminHost: string | null;
  /** The photo store's public address (S3_PUBLIC_URL) when photos are not served by this site. */
  photoBaseUrl: string | null;
}

export const DEFAULT_SITE_SETTINGS: Readonly<SiteSettings> = Object.freeze({
  name: 'The Engine',
  supportEmail: 'support@theengine.community',
  supportPhone: '(404) 555-0123',
  mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  adminHost: null,
  photoBaseUrl: null,
});
