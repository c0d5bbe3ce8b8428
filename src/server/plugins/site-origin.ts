// The site's own public address, the one source of every absolute link (e-mails, sign-in links, canonical
// URLs, sitemap, feeds, calendar UIDs): PUBLIC_URL, or without it the request's host when the operator
// allows that host. Requests for any other host are refused, so no link is ever built from a forged Host.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { siteRoot } from '@shared/paths';
import type { Config } from '@server/config';
import { HttpError } from '@server/http-error';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1'];
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

export const UNKNOWN_HOST = 'This site does not answer for that host name.';

/** The host part of a Host header value, lower-cased, without port or IPv6 brackets. */
export function hostnameOf(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(value);
  if (bracketed) return bracketed[1]!;
  // A bare IPv6 address has several colons and no port.
  if ((value.match(/:/g) ?? []).length > 1) return value;
  return value.replace(/:\d*$/, '');
}

/** The host names answered when PUBLIC_URL is not set: loopback, HOST, ADMIN_HOST and ALLOWED_HOSTS. */
export function allowedHostnames(config: Pick<Config, 'host' | 'allowedHosts' | 'admin'>): Set<string> {
  let names = allowedOf.get(config);
  if (!names) allowedOf.set(config, (names = namesOf(config)));
  return names;
}

// Made once per configuration: every link of every request asks.
const allowedOf = new WeakMap<object, Set<string>>();

function namesOf(config: Pick<Config, 'host' | 'allowedHosts' | 'admin'>): Set<string> {
  const names = [...LOOPBACK_NAMES, hostnameOf(config.host), ...config.allowedHosts.map(hostnameOf)];
  if (config.admin.host) names.push(hostnameOf(config.admin.host));
  return new Set(names.filter((name) => !WILDCARD_HOSTS.has(name)));
}

/** PUBLIC_URL as links start with it (no trailing slash), or undefined when it is not set. */
const publicUrlOf = (config: Pick<Config, 'site'>) => (config.site.publicUrl ? siteRoot(config.site.publicUrl) : undefined);

/** Whether this request's host may be used as the site's address (always, when PUBLIC_URL says the address). */
export function isAllowedHost(config: Config, request: FastifyRequest): boolean {
  return Boolean(publicUrlOf(config)) || allowedHostnames(config).has(hostnameOf(request.host));
}

/**
 * The site's origin for links in answers to this request, without a trailing slash: PUBLIC_URL, else the
 * request's protocol and host, which the host check has already held to the allowed names. The only place
 * the server makes its address; a link is `absoluteUrl(siteOrigin(request), paths.…)` (@shared/paths).
 */
export function siteOrigin(request: FastifyRequest): string {
  const { config } = request.server.deps;
  const configured = publicUrlOf(config);
  if (configured) return configured;
  if (!isAllowedHost(config, request)) throw new HttpError(400, UNKNOWN_HOST, undefined, 'unknown_host');
  return `${request.protocol}://${request.host}`;
}

/** Cookies are Secure whenever the site is served over https, whatever the hop to this server was. */
export function secureCookies(request: FastifyRequest): boolean {
  return publicUrlOf(request.server.deps.config)?.startsWith('https:') === true || request.protocol === 'https';
}

/**
 * The host the connection itself named (its Host header), never X-Forwarded-Host: an admin host or
 * port is where the request arrived, not where a header says it was meant to go.
 */
export function connectionHostname(request: FastifyRequest): string {
  return hostnameOf(request.headers.host);
}

/** Refuses, before anything else runs, every request for a host the site does not answer for. */
export function registerHostCheck(app: FastifyInstance) {
  const { config } = app.deps;
  if (publicUrlOf(config)) return;
  app.addHook('onRequest', async (request) => {
    if (!isAllowedHost(config, request)) throw new HttpError(400, UNKNOWN_HOST, undefined, 'unknown_host');
  });
}

/** The start-up warning for a server reachable beyond this machine with no PUBLIC_URL, or null. */
export function publicUrlWarning(config: Config): string | null {
  if (publicUrlOf(config) || LOOPBACK_NAMES.includes(hostnameOf(config.host))) return null;
  const names = [...allowedHostnames(config)].join(', ');
  return (
    `PUBLIC_URL is not set: only requests for ${names} are answered, and links in e-mails are built from them. ` +
    'Set PUBLIC_URL to the address visitors use (e.g. https://example.org), or ALLOWED_HOSTS to the host names they use.'
  );
}

/** The site's settings with its origin for this request: what e-mails queued while answering it link to. */
export function siteOf(request: FastifyRequest): Config['site'] & { origin: string } {
  return { ...request.server.deps.config.site, origin: siteOrigin(request) };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Connections accepted by the ADMIN_PORT listener. */
    adminSockets: WeakSet<object>;
  }
}

/**
 * Whether the request came in where the admin screens live: on ADMIN_HOST (the connection's own Host) or
 * through the ADMIN_PORT listener.
 */
export function isAdminConnection(request: FastifyRequest): boolean {
  const { admin } = request.server.deps.config;
  if (admin.host && connectionHostname(request) === hostnameOf(admin.host)) return true;
  return request.server.adminSockets.has(request.raw.socket);
}

/** Whether the admin API is kept to its own host or port (then nowhere else answers it). */
export const adminIsSeparate = (config: Config) => Boolean(config.admin.host || config.admin.port);
