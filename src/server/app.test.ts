// The application's frame: health, the error shape, unknown paths and the API docs.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { testEngine } from '../test/database';

const t = useTestApp();

describe(`application frame (${testEngine})`, () => {
  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({ kind: testEngine, ok: true });
  });

  it('answers an unknown API path with a JSON 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No route for GET /api/does-not-exist' } });
  });

  it('answers an unknown method on a known path with the error shape too', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('serves the public site settings from configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ supportEmail: t.config.site.supportEmail, supportPhone: t.config.site.supportPhone });
  });

  it('publishes an OpenAPI document that lists the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/health');
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});
