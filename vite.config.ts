// Builds the browser app into dist/web and its server render into dist/web-ssr; in development, proxies the API to the server on port 3000.
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { bundleBudget } from './scripts/bundle-budget';
import { chunkPlan } from './scripts/chunk-plan';

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

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/web',
  publicDir: path.resolve(import.meta.dirname, 'public'),
  plugins: [react(), tailwindcss(), bundleBudget(), routeTableForServer(), chunks.plugin],
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
