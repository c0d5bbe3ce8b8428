// Starts the server: configuration, database, admin account, demo data, then listen; shuts down cleanly.
// With WORKERS=n (PostgreSQL only), the first process prepares the database and starts n of them.
import cluster from 'node:cluster';
import { runPrimary, workersNeedPostgres } from './cluster';
import { loadConfig, type Config } from './config';
import { configuredDatabase, oneAtATime, openDatabase, startDatabase, type Database } from './db/client';
import { ensureAdminAccount } from './features/admin/admin-users.repo';
import { backUp, openControlSocket } from './features/backup';
import { listenForAdmin } from './admin-listener';
import { publicUrlWarning } from './plugins/site-origin';
import { mapStackTracesLazily } from './stack-traces';

mapStackTracesLazily();

interface StartupLog {
  warn(message: string): void;
  info(details: object, message: string): void;
}

/** The admin account and the demo data, once the migrations have run (openDatabase runs them). Whether it loaded the demo data. */
async function prepare(database: Database, config: Config, log: StartupLog): Promise<boolean> {
  return oneAtATime(database, () => prepareOnce(database, config, log));
}

async function prepareOnce(database: Database, config: Config, log: StartupLog): Promise<boolean> {
  const admin = await ensureAdminAccount(database.db, config.admin.username, config.admin.password);
  if (admin.generatedPassword) {
    log.warn(
      `Created the admin account '${config.admin.username}' with the password '${admin.generatedPassword}'. ` +
        'It is shown only this once; set ADMIN_PASSWORD to choose your own.',
    );
  }
  if (config.seedDemo) {
    const { seedDemoIfEmpty } = await import('./seed');
    const seeded = await seedDemoIfEmpty(database.db, config);
    if (seeded) log.info(seeded, 'Loaded the demo data set');
    return Boolean(seeded);
  }
  return false;
}

/** Start-up messages before the app (and its logger) exists, at the configured level. */
function startupLog(config: Config): StartupLog {
  const quiet = ['fatal', 'error', 'silent'].includes(config.logLevel);
  return {
    warn: (message) => {
      if (!quiet) console.warn(message);
    },
    info: (details, message) => {
      if (!quiet && config.logLevel !== 'warn') console.warn(message, details);
    },
  };
}

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) {
    if (!config.databaseUrl) throw new Error(workersNeedPostgres(config.workers));
    return runPrimary(config.workers, async () => {
      const database = await openDatabase(configuredDatabase(config));
      const log = { warn: (message: string) => console.warn(message), info: (details: object, message: string) => console.warn(message, details) };
      await prepare(database, config, log).finally(() => database.close());
    });
  }
  // The app is built while the database opens (the embedded one starts on its own thread, in about half a
  // second) and its migrations are checked: the app's first queries wait for it.
  const appModule = import('./app');
  appModule.catch(() => {});
  const starting = startDatabase(configuredDatabase(config));
  let database: Database = starting;
  // Workers find the database prepared by the first process. The preparing starts once the database is
  // ready: on PostgreSQL it takes the lock the migrations take.
  const log = startupLog(config);
  let prepared = starting.ready.then(() => cluster.isPrimary && prepare(starting, config, log));
  // A database that cannot open is reported below, once.
  prepared.catch(() => {});
  const { buildApp } = await appModule;
  let building = buildApp({ config, database, adminAccountReady: prepared });
  building.catch(() => {});
  await starting.ready;
  if (database.kind === 'pglite' && database.migrated) {
    // The embedded database's WebAssembly memory grows and is never given back: after a first start's
    // heavy work (initdb, migrations, the demo data) a new worker serves with only what serving takes,
    // and the app is built again on it.
    if (await prepared) await database.pool.query('ANALYZE');
    await (await building).close();
    await database.close();
    database = await openDatabase(configuredDatabase(config));
    prepared = Promise.resolve(false);
    building = buildApp({ config, database, adminAccountReady: prepared });
  }
  // A restart answers as soon as the app is built: the admin account's check (a slow password hash when
  // ADMIN_PASSWORD is set, most of a second) goes on meanwhile, and a staff sign-in waits for it. A start
  // that created or upgraded the database has the demo data written before it answers.
  let closing = false;
  if (database.migrated) await prepared;
  else {
    prepared.catch((error: unknown) => {
      // Stopped while it ran: the database closed under it, which is no failure.
      if (closing) return;
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
  }
  const app = await building;

  // `npm run backup` asks this process: only it may open the embedded database while it runs.
  const closeControl = database.kind === 'pglite' ? await openControlSocket(config.dataDir, (file) => backUp(file, database, config.dataDir)) : null;
  if (database.kind === 'pglite' && !closeControl) app.log.warn('DATA_DIR has too long a path for the backup socket: stop the server to run npm run backup.');

  let closeAdmin: (() => Promise<void>) | null = null;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await closeAdmin?.();
      await app.close();
      await closeControl?.();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error(error, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const warning = publicUrlWarning(config);
  if (warning) app.log.warn(warning);
  await app.listen({ port: config.port, host: config.host });
  if (config.admin.port) {
    const admin = await listenForAdmin(app, config.admin.port, config.host);
    closeAdmin = admin.close;
    app.log.info(`Admin screens and API on port ${admin.port} only`);
  }
  app.log.info(`Ready on http://localhost:${config.port} (${database.kind}) in ${Math.round(performance.now() - startedAt)} ms`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
