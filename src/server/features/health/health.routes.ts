// GET /api/health: the server answers and so does its database.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from './health.repo';

/** A database slower than this to answer `select 1` counts as down. */
const ANSWER_WITHIN_MS = 3_000;

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Server and database health', response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const { database } = app.deps;
      const started = performance.now();
      const ok = await Promise.race([
        pingDatabase(database.db).then(
          () => true,
          () => false,
        ),
        new Promise<false>((resolve) => setTimeout(resolve, ANSWER_WITHIN_MS, false).unref()),
      ]);
      const body = {
        status: ok ? ('ok' as const) : ('degraded' as const),
        database: { kind: database.kind, ok, latencyMs: Math.round((performance.now() - started) * 10) / 10 },
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.status(ok ? 200 : 503).send(body);
    },
  );
};
