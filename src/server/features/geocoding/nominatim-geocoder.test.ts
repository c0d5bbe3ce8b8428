// The Nominatim geocoder trusts the service the operator configured, even on this machine, but not where
// that service redirects: a redirect to another origin is checked like any link and refused if internal.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RefusedUrlError } from '@server/net/safe-fetch';
import { GEOCODER_UNAVAILABLE } from './geocoder';
import { nominatimGeocoder } from './nominatim-geocoder';

const address = { street: '12 Peachtree St NE', city: 'Atlanta', state: 'GA', zipCode: '30303' };
const place = JSON.stringify([{ lat: '33.755', lon: '-84.388', display_name: 'Atlanta', address: { city: 'Atlanta', state: 'Georgia' } }]);
const options = { userAgent: 'geocoder-test', timeoutMs: 2000 };

let service: http.Server;
let other: http.Server;
let serviceUrl = '';
let otherUrl = '';
const otherSaw: string[] = [];
// Where the configured service sends the next /search.
let redirectTo: string | undefined;

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  service = http.createServer((req, res) => {
    const path = new URL(req.url!, 'http://x').pathname;
    if (path === '/search' && redirectTo) res.writeHead(302, { location: redirectTo }).end();
    else res.writeHead(200, { 'content-type': 'application/json' }).end(place);
  });
  other = http.createServer((req, res) => {
    otherSaw.push(req.url!);
    res.writeHead(200, { 'content-type': 'application/json' }).end(place);
  });
  serviceUrl = await listen(service);
  otherUrl = await listen(other);
});
afterAll(async () => {
  await Promise.all([service, other].map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('the Nominatim geocoder and redirects', () => {
  it('follows a redirect within the configured service', async () => {
    redirectTo = '/v2/search';
    expect((await nominatimGeocoder(serviceUrl, options).geocode(address)).city).toBe('Atlanta');
  });

  it.each([
    ['another port on this machine', () => `${otherUrl}/search`, 'port not allowed'],
    ['this machine on the web port', () => 'http://127.0.0.1/search', 'loopback address'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data', 'link-local address'],
    ['a private network', () => 'http://10.0.0.1/search', 'private address'],
  ])('refuses a redirect to %s, asking it nothing', async (_, target, reason) => {
    redirectTo = target();
    const failure = await nominatimGeocoder(serviceUrl, options)
      .geocode(address)
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: GEOCODER_UNAVAILABLE, cause: expect.any(RefusedUrlError) });
    expect((failure as Error & { cause: RefusedUrlError }).cause.reason).toBe(reason);
    expect(otherSaw).toEqual([]);
  });
});
