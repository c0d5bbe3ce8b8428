// GET /api/site: the public settings the page also receives inline (used by the development server).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SiteSettings } from '@shared/site-settings';
import { siteSettings } from '@server/config-site-settings';

const siteSchema = z.object({
  name: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  mapTileUrl: z.string(),
  adminHost: z.string().nullable(),
  photoBaseUrl: z.string().nullable(),
}) satisfies z.ZodType<SiteSettings>;

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/site', { schema: { tags: ['health'], summary: 'Public site settings', response: { 200: siteSchema } } }, async () => siteSettings(app.deps.config));
};
