// Compiles the server to JavaScript in SERVER_DIR (default dist/server): src/server/main.ts with the
// packages it loads at start, the modules it loads on first use (split into chunks beside it), and the
// embedded database's worker thread. `npm run serve` then runs it with node, with no compiler in the
// process.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** Files of earlier builds are kept this long: a server started from one may still load its chunks. */
const KEEP_OLD_MS = 24 * 60 * 60 * 1000;

/** Packages left in node_modules (see the server's build below), with their subpaths. */
const SEPARATE_PACKAGES = [
  '@electric-sql/pglite',
  '@electric-sql/pglite-socket',
  'sharp',
  '@aws-sdk/client-s3',
  'nodemailer',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pino',
  'pg-native',
].flatMap((name) => [name, `${name}/*`]);

/** Builds into outDir and answers the files written. */
export async function buildServer(outDir = path.resolve(root, process.env.SERVER_DIR ?? 'dist/server')) {
  const common = {
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: true,
    // Stack traces need the mappings only; the sources are in the repository.
    sourcesContent: false,
    logLevel: 'warning',
    legalComments: 'none',
    metafile: true,
  };
  const server = await build({
    ...common,
    entryPoints: { main: 'src/server/main.ts' },
    outdir: outDir,
    // The packages the server loads at start are bundled with it: a restart then reads and compiles a few
    // files rather than hundreds (a fifth of a second). These stay in node_modules: the embedded database
    // (its worker's), native code, packages that find their own files beside them, and those loaded on
    // first use only.
    external: SEPARATE_PACKAGES,
    banner: {
      js: [
        // The built server is the production one: React's server render (loaded with the app, after this
        // line runs) is otherwise its development build, twice the code and slower, with checks meant for a
        // developer's console. A NODE_ENV set by whoever starts it still wins.
        "process.env.NODE_ENV ??= 'production';",
        // The bundled CommonJS packages require node's own modules.
        "import { createRequire as engineCreateRequire } from 'node:module';",
        'const require = engineCreateRequire(import.meta.url);',
      ].join('\n'),
    },
    // Modules loaded with import() (staff, imports, backups, reports) become chunks loaded on first use.
    // They sit beside main.js, so import.meta.url names the same folder in every one of them.
    splitting: true,
    chunkNames: '[name]-[hash]',
  });
  // The worker thread client.ts starts by its file name, beside the module that names it. Its packages
  // (the embedded database) find their WebAssembly beside them, in node_modules.
  const worker = await build({
    ...common,
    packages: 'external',
    entryPoints: ['src/server/db/pglite-worker.mjs'],
    outfile: path.join(outDir, 'pglite-worker.mjs'),
  });
  const written = new Set([...Object.keys(server.metafile.outputs), ...Object.keys(worker.metafile.outputs)].map((file) => path.resolve(root, file)));
  // Chunks have content-hashed names: a server still running from an earlier build finds its own.
  for (const name of fs.readdirSync(outDir)) {
    const file = path.join(outDir, name);
    if (!written.has(file) && Date.now() - fs.statSync(file).mtimeMs > KEEP_OLD_MS) fs.rmSync(file, { force: true });
  }
  return [...written];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const files = await buildServer();
  console.log(`Built the server (${files.filter((f) => f.endsWith('.js')).length} modules) in ${Math.round(performance.now() - started)} ms.`);
}
