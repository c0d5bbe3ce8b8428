// Geocoding: the offline ZIP table, and the Nominatim path against a tiny local service on 127.0.0.1.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_NOT_FOUND, GEOCODER_UNAVAILABLE } from './geocoder';
import { createGeocoder } from './geocoding.service';

const address = { street: '12 Peachtree St NE', city: 'Atlanta', state: 'GA', zipCode: '30303' };

describe('offline ZIP-code geocoder', () => {
  const geocoder = createGeocoder();

  it("gives the ZIP's centroid, city and state", async () => {
    const result = await geocoder.geocode(address);
    expect(result.latitude).toBeCloseTo(33.75, 1);
    expect(result.longitude).toBeCloseTo(-84.39, 1);
    expect(result).toMatchObject({ city: 'Atlanta', state: 'GA', zipCode: '30303', formattedAddress: '12 Peachtree St NE, Atlanta, GA 30303' });
  });

  it('reads ZIP+4 codes', async () => {
    expect((await geocoder.geocode({ ...address, zipCode: '30303-1234' })).zipCode).toBe('30303');
  });

  it("refuses an unknown ZIP and a ZIP of another state with 'Address not found'", async () => {
    await expect(geocoder.geocode({ ...address, zipCode: '00000' })).rejects.toThrow(ADDRESS_NOT_FOUND);
    await expect(geocoder.geocode({ ...address, state: 'CA' })).rejects.toThrow(ADDRESS_NOT_FOUND);
  });
});

describe('Nominatim-compatible geocoder', () => {
  let server: http.Server;
  let baseUrl = '';
  const seen: URL[] = [];
  // What the fake service answers for the next request.
  let answer: { status: number; body: string } = { status: 200, body: '[]' };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(new URL(req.url!, 'http://127.0.0.1'));
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks for one result with address details and reads position, name, town, state and postcode', async () => {
    answer = {
      status: 200,
      body: JSON.stringify([
        {
          lat: '33.7550',
          lon: '-84.3880',
          display_name: '12, Peachtree Street Northeast, Downtown, Atlanta, Fulton County, Georgia, 30303, United States',
          address: { town: 'Atlanta', state: 'Georgia', postcode: '30303' },
        },
      ]),
    };
    const result = await createGeocoder({ url: baseUrl }).geocode(address);
    expect(result).toEqual({
      latitude: 33.755,
      longitude: -84.388,
      formattedAddress: '12, Peachtree Street Northeast, Downtown, Atlanta, Fulton County, Georgia, 30303, United States',
      city: 'Atlanta',
      state: 'GA',
      zipCode: '30303',
    });
    const url = seen.at(-1)!;
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'json',
      q: '12 Peachtree St NE, Atlanta, GA 30303',
      limit: '1',
      addressdetails: '1',
    });
  });

  it('prefers city, then town, then village', async () => {
    answer = { status: 200, body: JSON.stringify([{ lat: '1', lon: '2', display_name: 'x', address: { village: 'Smallville', city: 'Big City' } }]) };
    expect((await createGeocoder({ url: baseUrl }).geocode(address)).city).toBe('Big City');
    answer = { status: 200, body: JSON.stringify([{ lat: '1', lon: '2', display_name: 'x', address: { village: 'Smallville' } }]) };
    expect((await createGeocoder({ url: baseUrl }).geocode(address)).city).toBe('Smallville');
  });

  it("answers 'Address not found' when there is no result", async () => {
    answer = { status: 200, body: '[]' };
    await expect(createGeocoder({ url: baseUrl }).geocode(address)).rejects.toThrow(ADDRESS_NOT_FOUND);
  });

  it("answers 'Geocoding service unavailable' for an error status, bad JSON or no service at all", async () => {
    answer = { status: 503, body: '{}' };
    await expect(createGeocoder({ url: baseUrl }).geocode(address)).rejects.toThrow(GEOCODER_UNAVAILABLE);
    answer = { status: 200, body: '<html>' };
    await expect(createGeocoder({ url: baseUrl }).geocode(address)).rejects.toThrow(GEOCODER_UNAVAILABLE);
    await expect(createGeocoder({ url: 'http://127.0.0.1:9' }).geocode(address)).rejects.toThrow(GEOCODER_UNAVAILABLE);
  });

  it('gives up on a service that does not answer in time', async () => {
    const silent = http.createServer(() => {
      // Never answers.
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const started = Date.now();
    try {
      const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      await expect(createGeocoder({ url, timeoutMs: 200 }).geocode(address)).rejects.toThrow(GEOCODER_UNAVAILABLE);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
