// Counting what visitors do, from the site's own requests: a route says what its answer showed
// (plugins/shown-counts.ts), and once the answer is sent its visitor is counted, off the visitor's time;
// a page is counted for each visitor it is sent to (web-pages.ts). Counts are written in batches every
// few seconds; a failure to count or to write is logged and never fails a request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COUNTED_KINDS, type CountedKind } from '@shared/insights';
import { clientAddress } from '@server/plugins/client-address';
import { scheduleJob } from '@server/plugins/housekeeping';
import { addCounts } from './insights.repo';
import { VisitTally } from './visit-tally';

const FLUSH_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    tally: VisitTally;
    /** Writes the counts held so far (every few seconds on its own). */
    flushCounts: () => Promise<void>;
  }
}

/** The tally, its writer, and the counting of each answer that says what it showed. */
export function registerCounting(app: FastifyInstance, tally = new VisitTally()) {
  const { db } = app.deps.database;
  app.decorate('tally', tally);

  const visitorOf = (request: FastifyRequest) => tally.visitor(clientAddress(request.ip), String(request.headers['user-agent'] ?? ''));
  app.decorate('countShownLines', (request: FastifyRequest, lines: readonly string[] | undefined) => {
    if (!lines?.length || request.method === 'HEAD') return;
    try {
      const visitor = visitorOf(request);
      if (!visitor) return;
      for (const line of lines) {
        const [kind = '', ids = ''] = line.split(' ');
        if ((COUNTED_KINDS as readonly string[]).includes(kind)) tally.note(visitor, kind as CountedKind, ids.split(',').filter(Boolean).map(Number));
      }
    } catch (error) {
      request.log.warn({ err: error }, 'counting failed');
    }
  });
  // The visitor first: a robot's answer is never read for its listings.
  app.addHook('onResponse', async (request, reply) => {
    const shown = request.shown;
    if (!shown || reply.statusCode >= 400 || request.method === 'HEAD') return;
    request.shown = undefined;
    try {
      const visitor = visitorOf(request);
      if (visitor) tally.note(visitor, shown.kind, shown.ids());
    } catch (error) {
      request.log.warn({ err: error }, 'counting failed');
    }
  });

  const flush = async () => {
    const rows = tally.take();
    try {
      await addCounts(db, rows);
    } catch (error) {
      tally.giveBack(rows);
      throw error;
    }
  };
  app.decorate('flushCounts', flush);
  scheduleJob(app, 'insight counts', FLUSH_MS, flush);
  // The last counts are written as the app closes (the database closes after it).
  app.addHook('onClose', () => flush().catch((error: unknown) => app.log.warn({ err: error }, 'the last insight counts were not written')));
}
