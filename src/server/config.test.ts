// Configuration: defaults, coercion, and a bad value that stops start-up with a clear message.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.admin).toMatchObject({ username: 'admin', password: undefined });
    expect(config.seedDemo).toBe(true);
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it('reads SEED_DEMO=false and a port', () => {
    const config = loadConfig({ SEED_DEMO: 'false', PORT: '8080', DATABASE_URL: 'postgres://u@localhost/db' });
    expect(config.seedDemo).toBe(false);
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://u@localhost/db');
  });

  it('trusts no proxy unless told, and reads a hop count or proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toBe('10.0.0.1,10.0.0.2');
  });

  it('refuses TRUST_PROXY=true, saying what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*number of proxies.*addresses/);
    expect(() => loadConfig({ TRUST_PROXY: ' TRUE ' })).toThrow(/TRUST_PROXY/);
  });

  it('needs 12 characters of ADMIN_PASSWORD, and reads ADMIN_PORT and ALLOWED_HOSTS', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'elevenchars' })).toThrow(/ADMIN_PASSWORD needs at least 12 characters/);
    expect(loadConfig({ ADMIN_PASSWORD: 'twelve-chars' }).admin.password).toBe('twelve-chars');
    const config = loadConfig({ ADMIN_PORT: '3001', ALLOWED_HOSTS: 'Directory.example.org, www.example.org' });
    expect(config.admin.port).toBe(3001);
    expect(config.allowedHosts).toEqual(['directory.example.org', 'www.example.org']);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', ADMIN_PASSWORD: '' }).databaseUrl).toBeUndefined();
  });

  it('refuses bad values naming each variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', SUPPORT_EMAIL: 'nope', ADMIN_PASSWORD: 'short' })).toThrow(/PORT[\s\S]*ADMIN_PASSWORD|ADMIN_PASSWORD[\s\S]*PORT/);
    expect(() => loadConfig({ SUPPORT_EMAIL: 'nope' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('configures S3 only when every part is given', () => {
    expect(loadConfig({ S3_ENDPOINT: 'http://localhost:9000' }).s3).toBeUndefined();
    const s3 = loadConfig({ S3_ENDPOINT: 'http://localhost:9000', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).s3;
    expect(s3).toMatchObject({ bucket: 'b', region: 'us-east-1' });
  });
});
