// The benchmark's server process: the real app over the benchmark database, reporting its
// event-loop delay to the parent on request (IPC), so the load generator never shares its loop.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/client';

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
const app = await buildApp({ config, database, logger: false, webDir: '/nonexistent' });
await app.listen({ port: config.port, host: '127.0.0.1' });

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
process.on('message', async (message) => {
  if (message === 'reset') {
    delay.reset();
    process.send?.({ type: 'reset' });
  } else if (message === 'stats') {
    process.send?.({ type: 'stats', p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 });
  } else if (message === 'close') {
    await app.close();
    await database.close();
    process.exit(0);
  }
});
process.send?.({ type: 'ready' });
