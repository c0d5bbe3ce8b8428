// `npm run db:migrate`: applies the migrations to the database the server would use (DATABASE_URL, or
// the embedded database in DATA_DIR) and exits. The server must not be running on the same DATA_DIR.
import { loadConfig } from '@server/config';
import { migrateConfiguredDatabase } from '@server/db/migrate';

try {
  const { target, migrations } = await migrateConfiguredDatabase(loadConfig());
  console.log(`${target}: up to date (${migrations} migrations applied).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
