// `npm run restore -- <file> [--replace]`: restores a backup made by `npm run backup` into DATA_DIR.
// DATA_DIR must hold no site yet; --replace moves the one it holds aside (DATA_DIR/replaced-<time>).
// The server must be stopped.
import { loadConfig } from '@server/config';
import { restore } from '@server/features/backup';

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('-'));
const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--replace');
if (!file || unknown.length) {
  console.error('Usage: npm run restore -- <file> [--replace]');
  process.exit(2);
}

try {
  const { dataDir } = loadConfig();
  const restored = await restore(file, dataDir, { replace: args.includes('--replace') });
  if (restored.replacedTo) console.log(`The site that was in ${dataDir} is now in ${restored.replacedTo}.`);
  const what = restored.database ? `the database and ${restored.photos} photos` : `${restored.photos} photos`;
  console.log(`Restored ${what} from the backup of ${restored.createdAt} into ${dataDir}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
