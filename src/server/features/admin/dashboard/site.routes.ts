// /api/admin/suggestions, /api/admin/outbox, /api/admin/backups and /api/admin/counts: Site Management
// and the tab badges.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCountsSchema, backupStatusSchema, outboxPageSchema, suggestionPageSchema } from '@shared/schemas/admin-site';
import { pagingQuerySchema } from '@shared/schemas/admin-requests';
import { listOutbox, pruneOutbox, redactLinkSecrets } from '@server/features/mail';
import { scheduleJob } from '@server/plugins/housekeeping';
import { HOUR } from '@server/plugins/rate-limit';
import { listBackups } from '@server/features/backup';
import { iso, isoOrNull } from './common';
import { adminCounts, listSuggestions } from './site.repo';

const tags = ['admin'];

export const siteManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  // The outbox holds what the site told people (and, without a mail server, every link it sent): a month is enough.
  scheduleJob(app, 'e-mail older than 30 days', HOUR, () => pruneOutbox(db));

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
      schema: {
        tags,
        summary: 'Every e-mail of the last 30 days the site sent or would send, newest first, with the secret of its links redacted',
        querystring: pagingQuerySchema,
        response: { 200: outboxPageSchema },
      },
    },
    async (request) => {
      const { items, total } = await listOutbox(db, request.query);
      // Staff read every message, but never a live sign-in link: whoever holds one signs in as that owner.
      return {
        items: items.map((m) => ({
          ...m,
          subject: redactLinkSecrets(m.subject),
          body: redactLinkSecrets(m.body),
          lastError: m.lastError && redactLinkSecrets(m.lastError),
          createdAt: iso(m.createdAt),
          sentAt: isoOrNull(m.sentAt),
        })),
        total,
      };
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
