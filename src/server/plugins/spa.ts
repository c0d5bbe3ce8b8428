// Serves the built single-page app: hashed assets with long caching, index.html for every client route.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { siteSettings } from '../site-settings';

/** Registers the page's files and returns the function that answers a client route with index.html. */
export async function registerSpa(app: FastifyInstance, webDir: string): Promise<(reply: FastifyReply) => FastifyReply> {
  const template = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  // The site's name and support contacts travel inside the page: no extra request before first paint.
  const settings = JSON.stringify(siteSettings(app.deps.config)).replace(/</g, '\\u003c');
  const indexHtml = template.replace('<!--site-settings-->', `<script id="site-settings" type="application/json">${settings}</script>`);

  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    setHeaders(res, filePath) {
      const cacheable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', cacheable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });

  app.get('/', (_request, reply) => sendIndex(reply));
  return sendIndex;

  function sendIndex(reply: FastifyReply) {
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  }
}

/** Paths that never fall back to the page: an unknown API path or file is a JSON 404. */
export function isClientRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '';
  return !/^\/(api|uploads|assets)(\/|$)/.test(pathname);
}
