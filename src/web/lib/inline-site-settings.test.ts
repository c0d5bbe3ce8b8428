// Reading the settings the server inlines into the page, and the rules built on them.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@shared/site-settings';
import { isAdminHost, readSiteSettings } from './inline-site-settings';

function pageWith(json: string | null): Document {
  return { getElementById: (id: string) => (id === 'site-settings' && json !== null ? { textContent: json } : null) } as unknown as Document;
}

describe('readSiteSettings', () => {
  it('reads the inline JSON', () => {
    const settings = {
      name: 'Our Engine',
      supportEmail: 'help@example.org',
      supportPhone: '(212) 555-0100',
      mapTileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
      adminHost: 'admin.example.org',
      photoBaseUrl: 'https://photos.example.org/bucket',
    };
    expect(readSiteSettings(pageWith(JSON.stringify(settings)))).toEqual(settings);
  });

  it('falls back to the defaults without the script (the Vite dev server) or with bad JSON', () => {
    expect(readSiteSettings(pageWith(null))).toEqual(DEFAULT_SITE_SETTINGS);
    expect(readSiteSettings(pageWith('{not json'))).toEqual(DEFAULT_SITE_SETTINGS);
    expect(readSiteSettings(undefined)).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('replaces only the missing or blank values', () => {
    expect(readSiteSettings(pageWith('{"name":"Elsewhere","supportEmail":"","adminHost":""}'))).toEqual({ ...DEFAULT_SITE_SETTINGS, name: 'Elsewhere' });
  });
});

describe('isAdminHost', () => {
  it('matches the configured admin host by host name (or host with port), ignoring case', () => {
    expect(isAdminHost({ adminHost: 'admin.example.org' }, { hostname: 'Admin.Example.org', host: 'admin.example.org' })).toBe(true);
    expect(isAdminHost({ adminHost: 'localhost:3101' }, { hostname: 'localhost', host: 'localhost:3101' })).toBe(true);
    expect(isAdminHost({ adminHost: 'admin.example.org' }, { hostname: 'example.org', host: 'example.org' })).toBe(false);
    expect(isAdminHost({ adminHost: null }, { hostname: 'example.org', host: 'example.org' })).toBe(false);
  });
});
