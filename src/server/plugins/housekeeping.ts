// Periodic jobs of the server (expired sessions and counters, stale requests, orphaned photos): each
// runs on its own timer, never twice at once, and stops when the app closes. A failure is logged and
// the job runs again at its next turn.
import type { FastifyInstance } from 'fastify';

export function scheduleJob(app: FastifyInstance, name: string, everyMs: number, job: () => Promise<unknown>) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job()
      .catch((error: unknown) => app.log.error({ err: error, job: name }, 'housekeeping job failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
