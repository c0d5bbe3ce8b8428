// Path values no listing can have (a NUL, an id past 32 bits) are refused or not found, never a 500.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';

const t = useTestApp();

describe(`odd path values (${testEngine})`, () => {
  it('answer 404 or 400 in the error shape, never 500', async () => {
    const nul = await t.app.inject({ method: 'GET', url: '/api/listing-status/BL%0012345678', remoteAddress: '10.45.0.1' });
    expect(nul.statusCode).toBe(404);
    for (const url of ['/api/listings/2147483648', '/api/listings/2147483648/reviews']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });
});
