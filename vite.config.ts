// Builds the browser app into dist/web and its server render into dist/web-ssr; in development, proxies the API to the server on port 3000.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { bundleBudget } from './scripts/bundle-budget';
import { chunkPlan, isFirstPass } from './scripts/chunk-plan';

// A request's share of the round trips on a slow phone connection (six at a time) costs about as much as
// downloading 40 kB of minified code: shared files smaller than that are merged, larger ones kept apart.
const chunks = chunkPlan({
  configFile: path.resolve(import.meta.dirname, 'vite.config.ts'),
  routeTable: path.resolve(import.meta.dirname, 'src/web/router.tsx'),
  companions: [path.resolve(import.meta.dirname, 'src/web/app/query-provider.tsx')],
  perFile: 40_000,
});

const alias = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@server': path.resolve(import.meta.dirname, 'src/server'),
  '@web': path.resolve(import.meta.dirname, 'src/web'),
};

/**
 * React Router's package points every bundler at its development build, whose warnings cost bytes and
 * time on each navigation; the browser build takes the production files the package ships beside it.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/dom-export.mjs') },
];

/**
 * The server render's bundle also carries the route table as router.js, its exports kept: the server
 * reads from it which screens a page shows, to name their scripts in the page (module-preload.ts).
 */
function routeTableForServer(): Plugin {
  return {
    name: 'route-table-for-server',
    apply: (_config, env) => env.command === 'build' && Boolean(env.isSsrBuild),
    buildStart() {
      this.emitFile({ type: 'chunk', id: path.resolve(import.meta.dirname, 'src/web/router.tsx'), fileName: 'router.js', preserveSignature: 'strict' });
    },
  };
}

/** Screens the offline service worker keeps with the app shell: where it sends a visitor with no connection. */
const OFFLINE_SCREENS = [
  'src/web/features/saved/routes/offline-page.tsx',
  'src/web/features/saved/routes/saved-page.tsx',
  'src/web/features/listings/routes/business-detail-page.tsx',
  'src/web/app/query-provider.tsx',
  'src/web/app/offline-banner.tsx',
  'src/web/lib/service-worker.ts',
  'src/web/app/saved-count.tsx',
  // The first tap anywhere fetches the toaster: with no connection it must be kept already.
  'src/web/components/ui/toaster.tsx',
];

/**
 * The offline service worker (public/sw.js, copied as it is) gets the build's version, which names its cache
 * (a new build replaces the old cache on the next visit), and the shell's files: the entry's scripts and
 * styles and those of the offline screens, with what they import.
 */
function serviceWorkerBuild(): Plugin {
  let files: string[] = [];
  let version = '';
  let outDir = '';
  return {
    name: 'service-worker-build',
    // Not in the chunk plan's first pass, which writes nothing.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !isFirstPass(),
    configResolved(config) {
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const screens = OFFLINE_SCREENS.map((file) => path.resolve(import.meta.dirname, file));
      const wanted = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = byName.get(fileName);
        if (!chunk || wanted.has(fileName)) return;
        wanted.add(fileName);
        chunk.imports.forEach(visit);
        for (const css of chunk.viteMetadata?.importedCss ?? []) wanted.add(css);
      };
      for (const chunk of chunks) if (chunk.isEntry || chunk.moduleIds.some((id) => screens.includes(id))) visit(chunk.fileName);
      files = [...wanted].sort().map((file) => `/${file}`);
      // Every built file's name carries its content's hash: any change anywhere is a new version.
      version = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 12);
    },
    closeBundle() {
      const worker = path.join(outDir, 'sw.js');
      if (!fs.existsSync(worker) || !files.length) return;
      const source = fs.readFileSync(worker, 'utf8');
      const built = source
        .replace(/const VERSION = '[^']*';/, `const VERSION = '${version}';`)
        .replace(/const SHELL_FILES = \[[^\]]*\];/, `const SHELL_FILES = ${JSON.stringify(files)};`);
      if (!built.includes(`const VERSION = '${version}';`) || !built.includes('const SHELL_FILES = ["')) {
        throw new Error('public/sw.js: VERSION or SHELL_FILES not found to fill in');
      }
      fs.writeFileSync(worker, built);
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/web',
  publicDir: path.resolve(import.meta.dirname, 'public'),
  plugins: [react(), tailwindcss(), bundleBudget(), routeTableForServer(), serviceWorkerBuild(), chunks.plugin],
  // The server render takes in only the icons the pages use: the package's entry loads every icon, one
  // module each (about 40 MB and 0.4 s of each server start).
  ssr: { noExternal: ['lucide-react'] },
  resolve: {
    alias: [
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
      ...(command === 'build' && !isSsrBuild ? reactRouterProduction : []),
    ],
  },
  build: {
    // The server render (vite build --ssr entry-server.tsx) goes beside the pages, never among them.
    outDir: path.resolve(import.meta.dirname, isSsrBuild ? 'dist/web-ssr' : 'dist/web'),
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    // .vite/manifest.json: each module's chunk and the chunks it imports, for the pages' modulepreload links.
    manifest: !isSsrBuild,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Every browser the site supports preloads modules itself: no polyfill in the first script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Building a zod schema has no effect but the schema: a page that reads only a constant from a schema
      // module then leaves the schemas, and zod, out of its code.
      treeshake: { manualPureFunctions: ['z'] },
      output: isSsrBuild ? {} : { codeSplitting: { groups: chunks.groups } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
}));
