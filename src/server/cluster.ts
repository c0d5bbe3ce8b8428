// WORKERS=n: n server processes sharing one port (node:cluster), for a machine with more cores. The
// first process prepares the database (migrations, admin account, demo data) before any worker starts,
// then starts the workers, replaces one that dies, and on SIGTERM stops them all, each closing cleanly.
import cluster from 'node:cluster';

/** Workers that die this often in a row mean they cannot start: the server gives up instead of looping. */
const MAX_QUICK_DEATHS = 5;
const QUICK_MS = 10_000;

export function workersNeedPostgres(workers: number): string {
  return `WORKERS=${workers} needs DATABASE_URL: the embedded database serves one process. Unset WORKERS, or use a PostgreSQL server.`;
}

export async function runPrimary(workers: number, prepare: () => Promise<void>): Promise<void> {
  await prepare();
  let stopping = false;
  let quickDeaths = 0;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(0);
      return;
    }
    quickDeaths = lived < QUICK_MS ? quickDeaths + 1 : 0;
    console.error(`Worker ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another.`);
    if (quickDeaths >= MAX_QUICK_DEATHS) {
      console.error(`Workers died ${MAX_QUICK_DEATHS} times in a row right after starting; stopping.`);
      process.exit(1);
    }
    fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (let i = 0; i < workers; i++) fork();
  console.warn(`Started ${workers} workers on one port.`);
}
