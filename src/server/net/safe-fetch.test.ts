// safeFetch against a server on 127.0.0.1 that the test policy trusts by origin: internal addresses, other
// ports and other schemes are refused before any request is sent; names are looked up once and connected
// to as checked; redirects are checked hop by hop and stop after three; deadline and size cap hold.
import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { FetchFailedError, RefusedUrlError, ResponseTooLargeError, safeFetch, type ResolvedAddress } from './safe-fetch';

interface Seen {
  path: string;
  host: string | undefined;
  authorization: string | undefined;
}

const seen: Seen[] = [];
let server: http.Server;
let port = 0;
let origin = '';
const paths = () => seen.map((s) => s.path);

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    seen.push({ path: url.pathname, host: req.headers.host, authorization: req.headers.authorization });
    const hops = /^\/hops\/(\d+)$/.exec(url.pathname);
    if (hops) {
      const left = Number(hops[1]);
      if (left > 0) res.writeHead(302, { location: `/hops/${left - 1}` }).end();
      else res.writeHead(200).end('arrived');
    } else if (url.pathname === '/to') res.writeHead(302, { location: url.searchParams.get('url')! }).end('redirect body');
    else if (url.pathname === '/ok') res.writeHead(200, { 'content-type': 'text/plain', 'x-answer': 'yes' }).end('hello');
    else if (url.pathname === '/empty') res.writeHead(204).end();
    else if (url.pathname === '/big') res.writeHead(200, { 'content-length': '2000' }).end(Buffer.alloc(2000));
    else if (url.pathname === '/big-chunked') {
      res.writeHead(200);
      for (let i = 0; i < 20; i++) res.write(Buffer.alloc(100));
      res.end();
    } else if (url.pathname === '/slow-body') {
      res.writeHead(200);
      res.write('a start, and nothing after');
    } else if (url.pathname === '/silent') {
      // Never answers.
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  seen.length = 0;
});

/** Watches http.request for one test; restoring every mock instead would also undo the console.error guard. */
function watchRequests() {
  const request = vi.spyOn(http, 'request');
  onTestFinished(() => request.mockRestore());
  return request;
}

/** The test policy: this server's origin is trusted; anything else follows production rules. */
const trustLocal = () => ({ allowOrigins: [origin] });

async function refusal(promise: Promise<unknown>): Promise<RefusedUrlError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RefusedUrlError);
  return error as RefusedUrlError;
}

describe('what is refused before any request', () => {
  it.each([
    ['ftp://example.com/x', 'not a web address'],
    ['file:///etc/passwd', 'not a web address'],
    ['javascript:alert(1)', 'not a web address'],
    ['not even a url', 'not a web address'],
    ['http://example.com:8080/', 'port not allowed'],
    ['https://example.com:22/', 'port not allowed'],
    ['http://127.0.0.1/', 'loopback address'],
    ['http://127.0.0.1:80/x', 'loopback address'],
    ['http://[::1]/', 'loopback address'],
    ['http://[::ffff:127.0.0.1]/', 'loopback address'],
    ['http://0x7f.1/', 'loopback address'],
    ['http://2130706433/', 'loopback address'],
    ['http://169.254.169.254/latest/meta-data', 'link-local address'],
    ['http://[fe80::1]/', 'link-local address'],
    ['http://10.0.0.1/', 'private address'],
    ['https://192.168.0.1/', 'private address'],
    ['http://[fd00::1]/', 'private address'],
    ['http://0.0.0.0/', 'unspecified address'],
    ['http://[::]/', 'unspecified address'],
    ['http://100.64.0.1/', 'carrier-grade NAT address'],
    ['http://224.0.0.1/', 'multicast address'],
    ['http://255.255.255.255/', 'broadcast address'],
  ])('%s: %s', async (url, reason) => {
    const request = watchRequests();
    const error = await refusal(safeFetch(url));
    expect(error.reason).toBe(reason);
    expect(error.redirected).toBe(false);
    expect(request).not.toHaveBeenCalled();
  });

  it('refuses a local server on its own port without the test policy', async () => {
    expect((await refusal(safeFetch(`${origin}/ok`))).reason).toBe('port not allowed');
    expect((await refusal(safeFetch(`${origin}/ok`, { policy: { allowOrigins: [`http://localhost:${port}`] } }))).reason).toBe('port not allowed');
    expect(seen).toEqual([]);
  });

  it('refuses a name when any of its addresses is not public', async () => {
    const resolve = vi.fn(async (): Promise<ResolvedAddress[]> => [
      { address: '93.184.216.34', family: 4 },
      { address: '::ffff:10.0.0.7', family: 6 },
    ]);
    const request = watchRequests();
    expect((await refusal(safeFetch('http://photos.example/a.png', { policy: { resolve } }))).reason).toBe('private address');
    expect(resolve).toHaveBeenCalledWith('photos.example');
    expect(request).not.toHaveBeenCalled();
  });

  it('refuses localhost as the system resolver answers it', async () => {
    expect((await refusal(safeFetch('http://localhost/'))).reason).toBe('loopback address');
  });
});

describe('fetching from a trusted origin', () => {
  it('answers status, headers and body like fetch', async () => {
    const response = await safeFetch(`${origin}/ok`, { policy: trustLocal() });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-answer')).toBe('yes');
    expect(await response.text()).toBe('hello');
    expect(response.url).toBe(`${origin}/ok`);
    expect((await safeFetch(`${origin}/nope`, { policy: trustLocal() })).status).toBe(404);
    const empty = await safeFetch(`${origin}/empty`, { policy: trustLocal() });
    expect([empty.status, empty.body]).toEqual([204, null]);
  });

  it('looks a name up once and connects to that address, keeping the name as Host', async () => {
    const systemLookup = vi.spyOn(dns, 'lookup').mockImplementation(() => {
      throw new Error('the system resolver must not be asked');
    });
    onTestFinished(() => systemLookup.mockRestore());
    const resolve = vi.fn(async (): Promise<ResolvedAddress[]> => [{ address: '127.0.0.1', family: 4 }]);
    const named = `http://photos.example:${port}`;
    const response = await safeFetch(`${named}/ok`, { policy: { allowOrigins: [named], resolve } });
    expect(await response.text()).toBe('hello');
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(systemLookup).not.toHaveBeenCalled();
    expect(seen).toEqual([{ path: '/ok', host: `photos.example:${port}`, authorization: undefined }]);
  });

  it('says how a connection failed without naming the address', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const error = await safeFetch(`${gone}/`, { policy: { allowOrigins: [gone] } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchFailedError);
    expect((error as Error).message).toBe('connection refused');
  });

  it('answers host not found when the name does not resolve', async () => {
    const resolve = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.example'), { code: 'ENOTFOUND' });
    };
    await expect(safeFetch('http://nowhere.example/', { policy: { resolve } })).rejects.toThrow(new FetchFailedError('host not found'));
  });
});

describe('redirects', () => {
  it('follows three within a trusted origin', async () => {
    const response = await safeFetch(`${origin}/hops/3`, { policy: trustLocal() });
    expect(await response.text()).toBe('arrived');
    expect(paths()).toEqual(['/hops/3', '/hops/2', '/hops/1', '/hops/0']);
  });

  it('refuses a fourth, without fetching where it leads', async () => {
    const error = await refusal(safeFetch(`${origin}/hops/4`, { policy: trustLocal() }));
    expect(error.reason).toBe('too many redirects');
    expect(paths()).toEqual(['/hops/4', '/hops/3', '/hops/2', '/hops/1']);
  });

  it.each([
    ['http://127.0.0.1/admin', 'loopback address'],
    ['http://169.254.169.254/latest/meta-data', 'link-local address'],
    ['http://[::1]/', 'loopback address'],
    ['http://10.0.0.1/', 'private address'],
    ['file:///etc/passwd', 'not a web address'],
    ['gopher://example.com/', 'not a web address'],
  ])('checks where a redirect leads (%s)', async (target, reason) => {
    const request = watchRequests();
    const error = await refusal(safeFetch(`${origin}/to?url=${encodeURIComponent(target)}`, { policy: trustLocal() }));
    expect([error.reason, error.redirected]).toEqual([reason, true]);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('checks a redirect to another port or another name of the trusted server', async () => {
    const resolve = async (): Promise<ResolvedAddress[]> => [{ address: '127.0.0.1', family: 4 }];
    const toName = await refusal(safeFetch(`${origin}/to?url=${encodeURIComponent(`http://localhost:${port}/ok`)}`, { policy: { ...trustLocal(), resolve } }));
    expect(toName.reason).toBe('port not allowed');
    const toPort80 = await refusal(safeFetch(`${origin}/to?url=${encodeURIComponent('http://localhost/ok')}`, { policy: { ...trustLocal(), resolve } }));
    expect(toPort80.reason).toBe('loopback address');
    expect(paths()).toEqual(['/to', '/to']);
  });

  it('keeps credentials to the origin they were given for', async () => {
    const other = `http://localhost:${port}`;
    const resolve = async (): Promise<ResolvedAddress[]> => [{ address: '127.0.0.1', family: 4 }];
    const response = await safeFetch(`${origin}/to?url=${encodeURIComponent(`${other}/ok`)}`, {
      headers: { authorization: 'Bearer secret' },
      policy: { allowOrigins: [origin, other], resolve },
    });
    expect(await response.text()).toBe('hello');
    expect(seen.map((s) => [s.path, s.authorization])).toEqual([
      ['/to', 'Bearer secret'],
      ['/ok', undefined],
    ]);
  });
});

describe('limits', () => {
  it('refuses a body past maxBytes, whether or not its length is announced', async () => {
    await expect(safeFetch(`${origin}/big`, { maxBytes: 1000, policy: trustLocal() })).rejects.toBeInstanceOf(ResponseTooLargeError);
    const chunked = await safeFetch(`${origin}/big-chunked`, { maxBytes: 1000, policy: trustLocal() });
    await expect(chunked.arrayBuffer()).rejects.toBeInstanceOf(ResponseTooLargeError);
    expect((await (await safeFetch(`${origin}/big-chunked`, { maxBytes: 2000, policy: trustLocal() })).arrayBuffer()).byteLength).toBe(2000);
  });

  it('gives up at the deadline, waiting for an answer or for the rest of a body', async () => {
    const started = Date.now();
    await expect(safeFetch(`${origin}/silent`, { timeoutMs: 200, policy: trustLocal() })).rejects.toMatchObject({ name: 'TimeoutError' });
    const response = await safeFetch(`${origin}/slow-body`, { timeoutMs: 300, policy: trustLocal() });
    await expect(response.text()).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("stops when the caller's signal aborts", async () => {
    const controller = new AbortController();
    const pending = safeFetch(`${origin}/silent`, { signal: controller.signal, policy: trustLocal() });
    setTimeout(() => controller.abort(new Error('stopped')), 50);
    await expect(pending).rejects.toThrow('stopped');
  });
});
