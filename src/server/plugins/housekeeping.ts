// Periodic jobs of the server (expired sessions and counters, stale requests, orphaned photos, the
// listings' time zones): each runs on its own timer, never twice at once, and stops when the app closes.
// A failure is logged and the job runs again at its next turn.
import type { FastifyInstance } from 'fastify';

/**
 * `first`: the first run sooner than one period after start (a job that should not wait an hour): after
 * that many milliseconds, or `'listening'` when the server starts listening (after the start-up work and
 * the demo data; never in tests that only inject requests).
 */
export function scheduleJob(app: FastifyInstance, name: string, everyMs: number, job: () => Promise<unknown>, first?: number | 'listening') {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    job()
      .catch((error: unknown) => app.log.error({ err: error, job: name }, 'housekeeping job failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  if (first === 'listening') app.addHook('onListen', async () => run());
  const firstTimer = typeof first === 'number' ? setTimeout(run, first) : undefined;
  firstTimer?.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearTimeout(firstTimer);
  });
}
