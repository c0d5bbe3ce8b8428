// What an API answer shows, as its route declares it, and which pages a change makes stale.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportShownTags, tagsChangedBy, type ShownTags } from './page-invalidation';

const app = Fastify();
let shown: ShownTags;

beforeAll(async () => {
  shown = reportShownTags(app);
  app.get('/listings', { config: { shows: { reviews: '*' } } }, async () => ({ items: [] }));
  app.get('/listings/:id', { config: { shows: { reviews: ':id' } } }, async () => ({ id: 1 }));
  app.get('/listings/:id/missing', { config: { shows: { reviews: ':id' } } }, async (_request, reply) => reply.status(404).send({ error: 'gone' }));
  app.get('/articles/:id', async () => ({ id: 1 }));
  await app.ready();
});

afterAll(() => app.close());

const tagsOf = async (url: string, headers: Record<string, string> = shown.ask) => shown.of((await app.inject({ method: 'GET', url, headers })).headers);

describe('what an answer shows', () => {
  it("tags an answer with its route's declaration, for the request's own parameters", async () => {
    expect(await tagsOf('/listings/12')).toEqual(['reviews:12']);
    expect(await tagsOf('/listings?q=hair')).toEqual(['reviews:*']);
    expect(await tagsOf('/listings/12/missing')).toEqual(['reviews:12']);
    expect(await tagsOf('/articles/3')).toEqual([]);
  });

  it("tells a visitor nothing: only requests with this process's key are answered with tags", async () => {
    expect(await tagsOf('/listings/12', {})).toEqual([]);
    expect(await tagsOf('/listings/12', { [Object.keys(shown.ask)[0]!]: 'guessed' })).toEqual([]);
  });
});

describe('what a change makes stale', () => {
  it("drops a business's own tag and every list's on its review; any other change drops every page", () => {
    expect(tagsChangedBy({ topic: 'reviews', businessId: 7 })).toEqual(['reviews:7', 'reviews:*']);
    expect(tagsChangedBy({ topic: 'listings', id: 7 })).toBe('all');
    expect(tagsChangedBy({ topic: 'pages' })).toBe('all');
  });
});
