// What the browser needs to know of the configuration: names and contacts, never secrets.
import type { Config } from './config';

export interface SiteSettings {
  name: string;
  supportEmail: string;
  supportPhone: string;
  mapTileUrl: string;
  adminHost: string | null;
}

export function siteSettings(config: Config): SiteSettings {
  return {
    name: config.site.name,
    supportEmail: config.site.supportEmail,
    supportPhone: config.site.supportPhone,
    mapTileUrl: config.site.mapTileUrl,
    adminHost: config.admin.host ?? null,
  };
}
