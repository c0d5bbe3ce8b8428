// /api/admin/suggestions, /api/admin/outbox, /api/admin/backups and /api/admin/counts: Site Management
// and the tab badges.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCountsSchema, backupStatusSchema, outboxPageSchema, pagingQuerySchema, suggestionPageSchema } from '@shared/schemas/admin-content';
import { listOutbox } from '@server/features/mail';
import { listBackups } from '@server/features/backup';
import { iso, isoOrNull } from './common';
import { adminCounts, listSuggestions } from './site.repo';

const tags = ['admin'];

export const siteManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get('/admin/counts', { schema: { tags, summary: 'Numbers for the dashboard tab badges', response: { 200: adminCountsSchema } } }, async () =>
    adminCounts(db),
  );

  app.get(
    '/admin/suggestions',
    { schema: { tags, summary: 'Business suggestions visitors sent, newest first', querystring: pagingQuerySchema, response: { 200: suggestionPageSchema } } },
    async (request) => listSuggestions(db, request.query),
  );

  app.get(
    '/admin/outbox',
    {
      schema: { tags, summary: 'Every e-mail the site sent or would send, newest first', querystring: pagingQuerySchema, response: { 200: outboxPageSchema } },
    },
    async (request) => {
      const { items, total } = await listOutbox(db, request.query);
      return { items: items.map((m) => ({ ...m, createdAt: iso(m.createdAt), sentAt: isoOrNull(m.sentAt) })), total };
    },
  );

  app.get(
    '/admin/backups',
    { schema: { tags, summary: 'Nightly backups: on or off, and the newest one', response: { 200: backupStatusSchema } } },
    async () => {
      const { backup } = app.deps.config;
      if (!backup) return { enabled: false, keep: null, count: 0, last: null };
      return { enabled: true, keep: backup.keep, ...(await listBackups(backup.dir)) };
    },
  );
};
