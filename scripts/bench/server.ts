// The server process of the benchmark and the load run: the real app (pages too when WEB_DIR holds a
// build; the demo data when SEED_DEMO is on), reporting its event-loop delay and memory to the parent
// on request (IPC), so the load generator never shares its loop.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { configuredDatabase, openDatabase } from '@server/db/client';
import { seedDemoIfEmpty } from '@server/seed';
import { ensureAdminAccount } from '@server/features/admin/admin-users.repo';

const config = loadConfig();
const database = await openDatabase(configuredDatabase(config));
if (config.seedDemo) await seedDemoIfEmpty(database.db, config);
// The load run signs in as staff to read back the reviews a burst held.
if (config.admin.password) await ensureAdminAccount(database.db, config.admin.username, config.admin.password);
const app = await buildApp({ config, database, logger: false, webDir: config.webDir ?? '/nonexistent' });
await app.listen({ port: config.port, host: '127.0.0.1' });

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
process.on('message', async (message) => {
  if (message === 'reset') {
    delay.reset();
    process.send?.({ type: 'reset' });
  } else if (message === 'stats') {
    const { rss, heapUsed } = process.memoryUsage();
    process.send?.({ type: 'stats', p99: delay.percentile(99) / 1e6, max: delay.max / 1e6, rss, heapUsed });
  } else if (message === 'close') {
    await app.close();
    await database.close();
    process.exit(0);
  }
});
process.send?.({ type: 'ready' });
