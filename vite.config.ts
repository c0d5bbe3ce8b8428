// Builds the browser app into dist/web and its server render into dist/web-ssr; in development, proxies the API to the server on port 3000.
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const alias = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@server': path.resolve(import.meta.dirname, 'src/server'),
  '@web': path.resolve(import.meta.dirname, 'src/web'),
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: path.resolve(import.meta.dirname, 'public'),
  plugins: [react(), tailwindcss()],
  resolve: { alias },
  build: {
    // The server render (vite build --ssr entry-server.tsx) goes beside the pages, never among them.
    outDir: path.resolve(import.meta.dirname, isSsrBuild ? 'dist/web-ssr' : 'dist/web'),
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
}));
