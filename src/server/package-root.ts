// The folder of the project's package.json, found from this module's own place: the same answer from the
// sources (src/server) and from the compiled server (dist/server, or a folder per test port), so the files
// read at run time (the migrations, the built pages) are found from either.
import fs from 'node:fs';
import path from 'node:path';

function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'drizzle'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json with a drizzle folder above ${from}`);
  }
}

export const PACKAGE_ROOT = findPackageRoot(import.meta.dirname);
