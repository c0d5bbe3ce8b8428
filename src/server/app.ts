// Builds the Fastify application (API, uploads and the built pages); it never listens by itself.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type http from 'node:http';
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadsDirOf, type Config } from './config';
import { PACKAGE_ROOT } from './package-root';
import { createPhotoStore, type PhotoStore } from './features/uploads/photo-store';
import { servePhotosFromStore } from './features/uploads/serve-photos';
import { setPhotoBaseUrl } from '@shared/photo-base';
import { PLANNER_STATISTICS_MS, type Database } from './db/client';
import { healthRoutes } from './features/health/health.routes';
import { siteRoutes } from './features/health/site-settings.routes';
import { adminRoutes } from './features/admin/admin.routes';
import type { Geocoder } from './features/geocoding/geocoder';
import { createGeocoder } from './features/geocoding/geocoding.service';
import { geocodingRoutes } from './features/geocoding/geocoding.routes';
import { Mailer } from './features/mail/mailer';
import { listingsRoutes } from './features/listings/listings.routes';
import { insightsRoutes, registerCounting } from './features/insights';
import { searchRoutes } from './features/search/search.routes';
import { articlesRoutes } from './features/articles/articles.routes';
import { eventFeedRoutes, eventsRoutes } from './features/events/events.routes';
import { getInvolvedRoutes } from './features/get-involved/get-involved.routes';
import { reviewsRoutes } from './features/reviews/reviews.routes';
import { reportsRoutes } from './features/reports';
import { submissionsRoutes } from './features/submissions/submissions.routes';
import { suggestionsRoutes } from './features/suggestions/suggestions.routes';
import { uploadsRoutes } from './features/uploads/uploads.routes';
import { seoRoutes } from './features/seo/seo.routes';
import { savedRoutes } from './features/saved/saved.routes';
import { accountRoutes, ownersRoutes } from './features/owners';
import { registerErrorHandler, registerNotFound } from './plugins/error-handler';
import { ChangeBus, registerRealtimeRoute } from './plugins/realtime';
import { registerWebPages } from './plugins/web-pages';
import { registerHostCheck } from './plugins/site-origin';
import { requestLogFields } from './plugins/request-log';
import { scheduleJob } from './plugins/housekeeping';
import { backUp, scheduleNightlyBackups } from './features/backup';
import { MINUTE, RateLimiter, registerRateLimits } from './plugins/rate-limit';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Folder of the built pages; the SPA is not served when it does not exist (API tests). */
  webDir?: string;
  logger?: boolean;
  /** The one geocoder of the app; built from GEOCODER_URL when not given. */
  geocoder?: Geocoder;
  /** The photo store; built from the configuration when not given. */
  photos?: PhotoStore;
  /** The admin account's start-up check (ADMIN_PASSWORD applied), which may still run: a sign-in waits for it. */
  adminAccountReady?: Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    changes: ChangeBus;
    mailer: Mailer;
    geocoder: Geocoder;
    /** Where uploaded photos are kept: DATA_DIR/uploads, or the S3 bucket. */
    photos: PhotoStore;
    /** Every route's method and URL, for tests that must cover each one. */
    routeTable: { method: string; url: string }[];
  }
}

export const DEFAULT_WEB_DIR = path.join(PACKAGE_ROOT, 'dist/web');

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const options: FastifyHttpOptions<http.Server> = {
    logger: deps.logger === false ? false : { level: config.logLevel, serializers: { req: requestLogFields } },
    // A hop count trusts that many proxies in front of the server; addresses trust only those.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1_048_576,
  };
  const app = Fastify(options).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: route.url });
  });
  const changes = new ChangeBus(deps.database);
  await changes.start();
  app.decorate('changes', changes);
  app.addHook('onClose', () => changes.stop());
  const mailer = new Mailer(deps.database.db, config.mail, app.log);
  mailer.start();
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.stop());
  app.decorate('geocoder', deps.geocoder ?? createGeocoder({ url: config.geocoderUrl, userAgent: `${config.site.name} business directory` }));
  const photos = deps.photos ?? createPhotoStore(config);
  app.decorate('photos', photos);
  app.addHook('onClose', () => photos.close());
  // The shared schemas accept photos under the bucket's public address as this site's own.
  setPhotoBaseUrl(config.s3?.publicUrl);
  registerErrorHandler(app);
  // First of all: a request for a host this site does not answer for goes no further.
  registerHostCheck(app);
  app.decorate('adminSockets', new WeakSet<object>());
  registerRateLimits(app, new RateLimiter(deps.database.db));
  scheduleJob(app, 'expired rate limit counters', 10 * MINUTE, () => app.limiter.sweep());
  // The embedded database runs no autovacuum: the planner's statistics follow the data this way.
  if (deps.database.kind === 'pglite') scheduleJob(app, 'planner statistics', PLANNER_STATISTICS_MS, () => deps.database.pool.query('ANALYZE'), MINUTE);
  registerCounting(app);
  if (config.backup) scheduleNightlyBackups(app, config.backup.dir, config.backup.keep, (file) => backUp(file, deps.database, config.dataDir));

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Our own uploads, the map tiles and the photo store only: no image may call another site.
        imgSrc: ["'self'", 'data:', 'blob:', ...tileHosts(config.site.mapTileUrl), ...(config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The offline service worker (/sw.js) and the web app manifest are this site's own files.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Other sites learn nothing of where their visitors came from; this site's own requests say it, so a
    // form posted from its pages carries its origin (with 'no-referrer' it would carry 'null').
    referrerPolicy: { policy: 'same-origin' },
  });
  // Pages and API answers; built assets come compressed already, photos are compressed images.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.site.name} API`, version: '1.0.0', description: 'The community business directory API.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(siteRoutes);
      await api.register(searchRoutes);
      await api.register(listingsRoutes);
      await api.register(savedRoutes);
      await api.register(uploadsRoutes);
      await api.register(suggestionsRoutes);
      await api.register(submissionsRoutes);
      await api.register(reviewsRoutes);
      await api.register(reportsRoutes);
      await api.register(articlesRoutes);
      await api.register(eventsRoutes);
      await api.register(getInvolvedRoutes);
      await api.register(geocodingRoutes);
      await api.register(adminRoutes);
      await api.register(accountRoutes);
      await api.register(ownersRoutes);
      await api.register(insightsRoutes);
      registerRealtimeRoute(api, changes);
    },
    { prefix: '/api' },
  );
  await app.register(seoRoutes);
  await app.register(eventFeedRoutes);

  if (photos.kind === 'local') {
    const uploadsDir = uploadsDirOf(config.dataDir);
    fs.mkdirSync(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: '30d',
      immutable: true,
    });
  } else {
    servePhotosFromStore(app, photos);
  }

  const webDir = deps.webDir ?? config.webDir ?? DEFAULT_WEB_DIR;
  if (fs.existsSync(path.join(webDir, 'index.html'))) await registerWebPages(app, webDir);
  registerNotFound(app);

  return app;
}

const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

/** The hosts map tiles come from, for the image policy. */
function tileHosts(tileUrl: string): string[] {
  try {
    const host = new URL(tileUrl.replace('{s}.', 'a.')).host;
    return tileUrl.includes('{s}.') ? [`*.${host.split('.').slice(1).join('.')}`] : [host];
  } catch {
    return [];
  }
}
