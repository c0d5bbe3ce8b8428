// What the browser needs to know of the configuration: names and contacts, never secrets.
import type { SiteSettings } from '@shared/site-settings';
import type { Config } from './config';

export function siteSettings(config: Config): SiteSettings {
  return {
    name: config.site.name,
    supportEmail: config.site.supportEmail,
    supportPhone: config.site.supportPhone,
    mapTileUrl: config.site.mapTileUrl,
    adminHost: config.admin.host ?? null,
    photoBaseUrl: config.s3?.publicUrl ?? null,
  };
}
