// Builds the browser app into dist/web and its server render into dist/web-ssr; in development, proxies the API to the server on port 3000.
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './scripts/bundle-budget';

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

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/web',
  publicDir: path.resolve(import.meta.dirname, 'public'),
  plugins: [react(), tailwindcss(), bundleBudget()],
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
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Every browser the site supports preloads modules itself: no polyfill in the first script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Building a zod schema has no effect but the schema: a page that reads only a constant from a schema
      // module then leaves the schemas, and zod, out of its code.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
}));
