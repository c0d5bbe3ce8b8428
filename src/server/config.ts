// The server's configuration: read from the environment once, checked by zod; a bad value stops start-up.
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SITE_SETTINGS } from '@shared/site-settings';

const booleanish = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  ADMIN_USERNAME: z.string().min(1).default('admin'),
  // ASVS 2.1.1: at least 12 characters.
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(12, 'ADMIN_PASSWORD needs at least 12 characters').optional()),
  ADMIN_HOST: z.preprocess(emptyAsUndefined, z.string().optional()),
  ADMIN_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  ALLOWED_HOSTS: z.preprocess(emptyAsUndefined, z.string().optional()),
  SEED_DEMO: z.preprocess(emptyAsUndefined, booleanish.default(true)),
  SITE_NAME: z.string().default(DEFAULT_SITE_SETTINGS.name),
  SUPPORT_EMAIL: z.string().email().default(DEFAULT_SITE_SETTINGS.supportEmail),
  SUPPORT_PHONE: z.string().default(DEFAULT_SITE_SETTINGS.supportPhone),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  GEOCODER_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  MAIL_FROM: z.string().default('The Engine <no-reply@theengine.community>'),
  MAP_TILE_URL: z.string().default(DEFAULT_SITE_SETTINGS.mapTileUrl),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  // Photo URLs are at most 200 characters, this address included.
  S3_PUBLIC_URL: z.preprocess(emptyAsUndefined, z.string().url().max(100).optional()),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  // The embedded database's page cache; its memory is kept for the process's life, so it is sized for a small site.
  PGLITE_CACHE_MB: z.coerce.number().int().min(8).max(4096).default(32),
  BACKUP_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
  STILL_RIGHT_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((v) => v.trim().toLowerCase() !== 'true', {
      message:
        'TRUST_PROXY=true would let any visitor choose the address every limit counts: set the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 127.0.0.1)',
    }),
  WEB_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type EnvConfig = z.infer<typeof configSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** host: a host name that serves only the admin screens; port: a second listener that does. */
  admin: { username: string; password?: string; host?: string; port?: number };
  /** Host names the site answers for when PUBLIC_URL is not set (besides the loopback names and HOST). */
  allowedHosts: string[];
  seedDemo: boolean;
  site: { name: string; supportEmail: string; supportPhone: string; publicUrl?: string; mapTileUrl: string };
  geocoderUrl?: string;
  mail: { smtpUrl?: string; from: string };
  s3?: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; publicUrl?: string };
  logLevel: EnvConfig['LOG_LEVEL'];
  /** Which proxies may tell the client's address (X-Forwarded-For): none, a hop count, or their addresses. */
  trustProxy: false | number | string;
  /** Server processes sharing the port (WORKERS; more than one needs DATABASE_URL). */
  workers: number;
  /** The embedded database's page cache in MB (PGLITE_CACHE_MB): PostgreSQL's shared_buffers inside PGlite. */
  pgliteCacheMb: number;
  /** Nightly backups into dir, the newest `keep` kept: BACKUP_DIR and BACKUP_KEEP. */
  backup?: { dir: string; keep: number };
  /** The built pages; dist/web unless WEB_DIR says otherwise. */
  webDir?: string;
  /** Days between the "Still right?" e-mails to a verified owner who has not confirmed their listing since (STILL_RIGHT_DAYS). */
  stillRightDays: number;
}

/** Where the photos are stored: DATA_DIR/uploads. */
export const uploadsDirOf = (dataDir: string) => path.join(dataDir, 'uploads');

/** Parses the environment; throws an error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const s3 =
    e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL,
        }
      : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, host: e.ADMIN_HOST, port: e.ADMIN_PORT },
    allowedHosts: (e.ALLOWED_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    seedDemo: e.SEED_DEMO,
    site: {
      name: e.SITE_NAME,
      supportEmail: e.SUPPORT_EMAIL,
      supportPhone: e.SUPPORT_PHONE,
      publicUrl: e.PUBLIC_URL,
      mapTileUrl: e.MAP_TILE_URL,
    },
    geocoderUrl: e.GEOCODER_URL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    s3,
    logLevel: e.LOG_LEVEL,
    workers: e.WORKERS,
    pgliteCacheMb: e.PGLITE_CACHE_MB,
    backup: e.BACKUP_DIR ? { dir: path.resolve(e.BACKUP_DIR), keep: e.BACKUP_KEEP } : undefined,
    webDir: e.WEB_DIR ? path.resolve(e.WEB_DIR) : undefined,
    stillRightDays: e.STILL_RIGHT_DAYS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
  };
}

/**
 * 'false' (default: limits count the socket address), a hop count, or the proxies' addresses (comma-separated,
 * CIDR allowed). The client is then the right-most X-Forwarded-For entry that is not a trusted proxy.
 */
function parseTrustProxy(value: string): false | number | string {
  const trimmed = value.trim();
  if (trimmed === 'false' || trimmed === '' || trimmed === '0') return false;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}
