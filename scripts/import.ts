// `npm run import -- <folder or files>`: moves a community in from the old hosted app's table exports
// (see the README, "Moving in from the old app"). Opens the configured database the way the server does.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@server/config';
import { configuredDatabase, dataDirHolder, openDatabase } from '@server/db/client';
import { createGeocoder } from '@server/features/geocoding/geocoding.service';
import { copyImportedPhotos, formatPhotoCopyReport, formatReport, importExports, importFailed } from '@server/features/import';
import { createPhotoStore } from '@server/features/uploads';
import { setPhotoBaseUrl } from '@shared/photo-base';
import { IMPORT_USAGE, parseImportArgs } from '@server/features/import/cli-args';

function listFolder(target: string): string[] | null {
  if (!fs.existsSync(target) || !fs.statSync(target).isDirectory()) return null;
  return fs
    .readdirSync(target)
    .filter((name) => /\.(csv|json)$/i.test(name))
    .sort()
    .map((name) => path.join(target, name));
}

async function run(): Promise<number> {
  const args = parseImportArgs(process.argv.slice(2), listFolder);
  if (args.help) {
    console.log(IMPORT_USAGE);
    return 0;
  }
  if (args.errors.length) {
    for (const error of args.errors) console.error(error);
    console.error(`\n${IMPORT_USAGE}`);
    return 2;
  }
  const missing = args.files.filter((f) => !fs.existsSync(f.path));
  if (missing.length) {
    for (const f of missing) console.error(`${f.path}: no such file.`);
    return 2;
  }

  const config = loadConfig();
  if (!config.databaseUrl) {
    const holder = dataDirHolder(config.dataDir);
    if (holder) {
      console.error(
        `The server (pid ${holder}) is running on ${config.dataDir}, and the embedded database opens in one process only: stop it, import, then start it again.`,
      );
      return 1;
    }
  }
  const database = await openDatabase(configuredDatabase(config, 2));
  const geocoder = createGeocoder({ url: config.geocoderUrl, userAgent: `${config.site.name} business directory` });
  const interactive = process.stderr.isTTY;
  let lastShown = 0;
  const started = Date.now();
  try {
    const report = await importExports(database.db, args.files, {
      geocoder,
      dryRun: args.dryRun,
      onGeocodeProgress(done, total, file) {
        const now = Date.now();
        if (done !== total && now - lastShown < 1000) return;
        lastShown = now;
        const text = `Placing listings without coordinates (${file}): ${done} of ${total}`;
        process.stderr.write(interactive ? `\r${text}${done === total ? '\n' : ''}` : `${text}\n`);
      },
    });
    if (args.files.length) console.log(formatReport(report));
    if (args.copyPhotos) {
      // The bucket's public address counts as this site's, as it does for the server.
      setPhotoBaseUrl(config.s3?.publicUrl);
      const store = createPhotoStore(config);
      try {
        const photos = await copyImportedPhotos(database.db, store, {
          dryRun: args.dryRun,
          onProgress(done, total) {
            const now = Date.now();
            if (done !== total && now - lastShown < 1000) return;
            lastShown = now;
            const text = `Copying photos: ${done} of ${total}`;
            process.stderr.write(interactive ? `\r${text}${done === total ? '\n' : ''}` : `${text}\n`);
          },
        });
        console.log(`\n${formatPhotoCopyReport(photos)}`);
      } finally {
        store.close();
      }
    }
    console.log(`\n${args.dryRun ? 'Checked' : 'Done'} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return importFailed(report) ? 1 : 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await run();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
