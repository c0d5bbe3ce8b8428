// Periodic jobs of the server (expired sessions and counters, stale requests, orphaned photos): each
// runs on its own timer, never twice at once, and stops when the app closes. A failure is logged and
// the job runs again at its next turn.
import type { FastifyInstance } from 'fastify';

/** `firstAfterMs`: the first run sooner than one period after start (a job that should not wait an hour). */
export function scheduleJob(app: FastifyInstance, name: string, everyMs: number, job: () => Promise<unknown>, firstAfterMs?: number) {
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
  const first = firstAfterMs === undefined ? undefined : setTimeout(run, firstAfterMs);
  first?.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearTimeout(first);
  });
}
