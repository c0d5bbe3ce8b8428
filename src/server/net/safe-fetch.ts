// HTTP GET for addresses this server did not choose (links in imported rows, another server's redirects):
// only public hosts on the web ports, connected at the very address that was checked, redirects followed by
// hand and checked again, within a deadline and a size cap. Anything else is refused before a byte is sent.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { classifyIp, ipLiteral } from './ip-range';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Who may be reached beyond the public web. The default (empty) policy is the one production uses. */
export interface SafeFetchPolicy {
  /** Origins whose addresses and ports are trusted: one the operator configured, or a test server on this machine. */
  allowOrigins?: readonly string[];
  /** How a host name becomes addresses (tests answer for made-up names); the system resolver otherwise. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
}

export interface SafeFetchOptions {
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
  /** For everything: looking up, connecting, every redirect and reading the body. */
  timeoutMs?: number;
  /** The body is refused past this many bytes, before the rest is read. */
  maxBytes?: number;
  signal?: AbortSignal;
  policy?: SafeFetchPolicy;
}

export const MAX_REDIRECTS = 3;
const WEB_PORTS = new Set(['', '80', '443']);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const NULL_BODY_STATUSES = new Set([204, 205, 304]);
// Sent only to the origin they were meant for, as fetch does.
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

/** A URL this module will not fetch; `reason` is short and says nothing of any answer. */
export class RefusedUrlError extends Error {
  override name = 'RefusedUrlError';
  constructor(
    readonly reason: string,
    /** True when the refused address came from a redirect rather than from the caller. */
    readonly redirected = false,
  ) {
    super(reason);
  }
}

export class ResponseTooLargeError extends Error {
  override name = 'ResponseTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`larger than ${maxBytes} bytes`);
  }
}

/** The fetch was allowed but failed; the message is short and never carries the address connected to. */
export class FetchFailedError extends Error {
  override name = 'FetchFailedError';
}

function webAddress(text: string | URL, base: URL | undefined, redirected: boolean): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new RefusedUrlError('not a web address', redirected);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new RefusedUrlError('not a web address', redirected);
  return url;
}

const systemResolve = (hostname: string) =>
  new Promise<ResolvedAddress[]>((resolve, reject) =>
    dns.lookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/** The addresses to connect to, every one of them checked unless the origin is trusted. */
async function checkedAddresses(url: URL, policy: SafeFetchPolicy, trusted: Set<string>, redirected: boolean): Promise<ResolvedAddress[]> {
  const isTrusted = trusted.has(url.origin);
  if (!isTrusted && !WEB_PORTS.has(url.port)) throw new RefusedUrlError('port not allowed', redirected);
  const literal = ipLiteral(url.hostname);
  let addresses: ResolvedAddress[];
  if (literal) addresses = [{ address: literal, family: isIP(literal) }];
  else {
    try {
      addresses = await (policy.resolve ?? systemResolve)(url.hostname);
    } catch (error) {
      throw new FetchFailedError('host not found', { cause: error });
    }
    if (!addresses.length) throw new FetchFailedError('host not found');
  }
  if (!isTrusted) {
    for (const { address } of addresses) {
      const range = classifyIp(address) ?? 'unknown';
      if (range !== 'public') throw new RefusedUrlError(`${range} address`, redirected);
    }
  }
  return addresses;
}

/** Short, address-free words for a connection that failed. */
function connectionFailure(error: unknown): FetchFailedError {
  const code = String((error as NodeJS.ErrnoException).code ?? '');
  const reason =
    code === 'ECONNREFUSED'
      ? 'connection refused'
      : code === 'ECONNRESET'
        ? 'connection reset'
        : code.startsWith('HPE_')
          ? 'not an HTTP answer'
          : /CERT|TLS|SSL/.test(code)
            ? 'certificate refused'
            : 'connection failed';
  return new FetchFailedError(reason, { cause: error });
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** One request, connected to the checked addresses: the name is not looked up again, so it cannot answer differently. */
function send(url: URL, addresses: ResolvedAddress[], method: string, headers: Record<string, string>, signal: AbortSignal) {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    const usable = options.family ? addresses.filter((a) => a.family === options.family) : addresses;
    if (!usable.length) return callback(Object.assign(new Error('no address of that family'), { code: 'ENOTFOUND' }), []);
    if (options.all) callback(null, usable);
    else callback(null, usable[0]!.address, usable[0]!.family);
  };
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request({
      host: ipLiteral(url.hostname) ?? url.hostname,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method,
      // The Host header (and with it the TLS server name) stays the name asked for.
      headers: { ...headers, host: url.host },
      lookup,
      agent: false,
    });
    const onAbort = () => request.destroy(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    request.once('response', (response) => {
      signal.removeEventListener('abort', onAbort);
      resolve(response);
    });
    request.once('error', (error) => {
      signal.removeEventListener('abort', onAbort);
      reject(signal.aborted ? signal.reason : connectionFailure(error));
    });
    request.end();
  });
}

/** The body as a web stream that stops past maxBytes or at the deadline. */
function cappedBody(message: http.IncomingMessage, maxBytes: number, signal: AbortSignal): ReadableStream<Uint8Array> {
  const chunks = message[Symbol.asyncIterator]();
  const onAbort = () => message.destroy(signal.reason as Error);
  const finish = () => signal.removeEventListener('abort', onAbort);
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  let size = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) {
          finish();
          controller.close();
          return;
        }
        size += (next.value as Buffer).byteLength;
        if (size > maxBytes) throw new ResponseTooLargeError(maxBytes);
        controller.enqueue(new Uint8Array(next.value as Buffer));
      } catch (error) {
        finish();
        message.destroy();
        throw signal.aborted ? signal.reason : error instanceof ResponseTooLargeError ? error : connectionFailure(error);
      }
    },
    cancel() {
      finish();
      message.destroy();
    },
  });
}

function toResponse(message: http.IncomingMessage, url: URL, method: string, maxBytes: number, signal: AbortSignal): Response {
  const status = message.statusCode ?? 0;
  if (Number(message.headers['content-length']) > maxBytes) {
    message.destroy();
    throw new ResponseTooLargeError(maxBytes);
  }
  const bodyless = method === 'HEAD' || NULL_BODY_STATUSES.has(status);
  let response: Response;
  try {
    const headers = new Headers();
    for (let i = 0; i + 1 < message.rawHeaders.length; i += 2) headers.append(message.rawHeaders[i]!, message.rawHeaders[i + 1]!);
    response = new Response(bodyless ? null : cappedBody(message, maxBytes, signal), { status, statusText: message.statusMessage, headers });
  } catch (error) {
    message.destroy();
    throw new FetchFailedError('not an HTTP answer', { cause: error });
  }
  if (bodyless) message.destroy();
  Object.defineProperty(response, 'url', { value: url.href });
  return response;
}

/**
 * Fetches a URL that came from outside: refuses (RefusedUrlError) schemes other than http(s), ports other
 * than 80 and 443, hosts with any non-public address, and more than MAX_REDIRECTS redirects.
 */
export async function safeFetch(input: string | URL, options: SafeFetchOptions = {}): Promise<Response> {
  const { method = 'GET', timeoutMs = 15_000, maxBytes = 10 * 1024 * 1024, policy = {} } = options;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  const trusted = new Set((policy.allowOrigins ?? []).map((origin) => new URL(origin).origin));
  let url = webAddress(input, undefined, false);
  let headers = Object.fromEntries(Object.entries(options.headers ?? {}).filter(([name]) => name.toLowerCase() !== 'host'));
  for (let redirects = 0; ; redirects++) {
    const addresses = await untilAborted(checkedAddresses(url, policy, trusted, redirects > 0), signal);
    const message = await send(url, addresses, method, headers, signal);
    const location = REDIRECT_STATUSES.has(message.statusCode ?? 0) ? message.headers.location : undefined;
    if (location === undefined) return toResponse(message, url, method, maxBytes, signal);
    message.destroy();
    if (redirects === MAX_REDIRECTS) throw new RefusedUrlError('too many redirects');
    const next = webAddress(location, url, true);
    if (next.origin !== url.origin) headers = Object.fromEntries(Object.entries(headers).filter(([name]) => !CREDENTIAL_HEADERS.includes(name.toLowerCase())));
    url = next;
  }
}
