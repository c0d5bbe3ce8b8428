// The public site settings (name, support contacts, map tiles, admin host): their one shape and their
// defaults, for the server's configuration, GET /api/site, the settings inlined in each page and the
// browser that reads them (the Vite dev server, which inlines nothing, shows the defaults).

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
