// GET /api/articles and /api/articles/:id: only published posts, the category, search and location rules
// (agreeing with the shared rule), unknown ids and sources; POST /api/blog-requests stores a pending request.
import { beforeAll, describe, expect, it } from 'vitest';
import { filterArticles } from '@shared/article-filter';
import { useTestApp } from '../../../test/app';
import { insertArticle } from '../../../test/article-factories';
import { testEngine } from '../../../test/database';
import { blogRequests, type blogs } from '@server/db/schema';

const t = useTestApp();
let rows: (typeof blogs.$inferSelect)[] = [];
const byTitle = (title: string) => rows.find((r) => r.title === title)!;

beforeAll(async () => {
  const db = t.database.db;
  rows = [
    await insertArticle(db, { title: 'Harlem Jazz Nights', category: 'History', location: 'New York, NY', tags: ['Music', 'Jazz Age'] }),
    await insertArticle(db, {
      title: 'Sweet Auburn Stories',
      category: 'History',
      location: 'Atlanta, Georgia',
      content: 'The richest Negro street in the world.',
    }),
    await insertArticle(db, { title: 'Juneteenth in Galveston', category: 'History', location: 'Galveston, Texas', tags: ['Freedom'] }),
    await insertArticle(db, {
      title: 'The Great Migration',
      category: 'History',
      location: null,
      content: 'Six million people moved north, many to New York.',
    }),
    await insertArticle(db, { title: 'Draft about Harlem', category: 'History', status: 'draft', location: 'New York' }),
    await insertArticle(db, { title: 'Box office weekend', category: 'Pop Culture', location: 'Los Angeles, California', tags: ['Film'] }),
    await insertArticle(db, { title: '100% Homegrown', category: 'News', location: 'Miami, Florida', content: 'A farm_to_table co-op opens.' }),
    await insertArticle(db, {
      title: 'Volunteer at the food bank',
      category: 'Get Involved',
      location: 'Atlanta, Georgia',
      organizationName: 'Westside Food Bank',
      contactPerson: 'Keisha Williams',
      email: 'keisha@example.org',
      phone: '(404) 555-0100',
      address: '1 Main St, Atlanta, GA',
      involvement: 'Sort donations on Saturdays.',
    }),
  ];
});

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/articles${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: { id: number; title: string; category: string; source: string; excerpt: string; readTime: string }[]; hasMore: boolean };
};

describe(`GET /api/articles (${testEngine})`, () => {
  it('lists only published posts of the category, newest first', async () => {
    const body = await list('?category=History');
    expect(body.items.map((i) => i.title)).toEqual(['The Great Migration', 'Juneteenth in Galveston', 'Sweet Auburn Stories', 'Harlem Jazz Nights']);
    expect(body.items.every((i) => i.category === 'History' && i.source === 'history')).toBe(true);
    expect(body.hasMore).toBe(false);
  });

  it('makes an excerpt and a read time when the post has none', async () => {
    const [item] = (await list('?category=Pop%20Culture')).items;
    expect(item).toMatchObject({ title: 'Box office weekend', source: 'popculture', readTime: '1 min read' });
    expect(item!.excerpt).toMatch(/^Body of test article \d+\.$/);
  });

  it('searches title, content and tags ignoring case, and takes the keyword literally', async () => {
    expect((await list('?category=History&q=HARLEM')).items.map((i) => i.title)).toEqual(['Harlem Jazz Nights']);
    expect((await list('?category=History&q=negro%20street')).items.map((i) => i.title)).toEqual(['Sweet Auburn Stories']);
    expect((await list('?category=History&q=jazz%20age')).items.map((i) => i.title)).toEqual(['Harlem Jazz Nights']);
    expect((await list('?q=100%25')).items.map((i) => i.title)).toEqual(['100% Homegrown']);
    expect((await list('?q=_')).items.map((i) => i.title)).toEqual(['100% Homegrown']);
    expect((await list('?category=History&q=basketball')).items).toEqual([]);
  });

  it('filters by location: hyphen as space, substring, no location excluded', async () => {
    expect((await list('?category=History&location=new-york')).items.map((i) => i.title)).toEqual(['Harlem Jazz Nights']);
    expect((await list('?category=History&location=texas')).items.map((i) => i.title)).toEqual(['Juneteenth in Galveston']);
    expect((await list('?category=History&location=all')).items).toHaveLength(4);
  });

  it('agrees with the shared rule on every combination', async () => {
    const published = [...rows].filter((r) => r.status === 'published').sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const queries = ['', 'harlem', 'NEW YORK', 'jazz', 'freedom', 'a', 'street', '%', 'zzz'];
    const locations = ['all', 'new-york', 'georgia', 'Texas', 'california', 'florida', 'atlanta'];
    for (const q of queries) {
      for (const location of locations) {
        const api = await list(`?q=${encodeURIComponent(q)}&location=${encodeURIComponent(location)}&limit=100`);
        const expected = filterArticles(published, { q, location }).map((r) => r.id);
        expect(
          api.items.map((i) => i.id),
          `q=${q} location=${location}`,
        ).toEqual(expected);
      }
    }
  });

  it('pages with limit and offset', async () => {
    const first = await list('?category=History&limit=3');
    expect(first.items).toHaveLength(3);
    expect(first.hasMore).toBe(true);
    const second = await list('?category=History&limit=3&offset=3');
    expect(second.items.map((i) => i.title)).toEqual(['Harlem Jazz Nights']);
    expect(second.hasMore).toBe(false);
  });

  it('refuses an unknown category', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/articles?category=Sports' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.category).toBeTruthy();
  });
});

describe(`GET /api/articles/:id (${testEngine})`, () => {
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers a published article with its body and, for get-involved, the organization', async () => {
    const post = byTitle('Volunteer at the food bank');
    const res = await get(`/api/articles/${post.id}?source=get-involved`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: post.id,
      content: post.content,
      source: 'get-involved',
      organizationName: 'Westside Food Bank',
      contactPerson: 'Keisha Williams',
      involvement: 'Sort donations on Saturdays.',
    });
  });

  it.each([
    ['a draft', () => `/api/articles/${byTitle('Draft about Harlem').id}?source=history`],
    ['an unknown id', () => '/api/articles/999999?source=history'],
    ['an id that is not a number', () => '/api/articles/abc?source=history'],
    ['an article of another source', () => `/api/articles/${byTitle('Harlem Jazz Nights').id}?source=news`],
    ['an unknown source', () => `/api/articles/${byTitle('Harlem Jazz Nights').id}?source=sports`],
  ])("answers 404 'The requested article could not be found.' for %s", async (_name, url) => {
    const res = await get(url());
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'not_found', message: 'The requested article could not be found.' });
  });
});

describe(`POST /api/blog-requests (${testEngine})`, () => {
  let address = 0;
  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/blog-requests', payload, remoteAddress: `10.0.2.${++address}` });

  const valid = {
    category: 'Pop Culture',
    author: '  Jordan Lee ',
    email: 'jordan@example.com',
    title: 'Why the new album matters',
    content: 'It is a love letter to the South.',
    location: 'Atlanta, Georgia',
    tags: 'music, Atlanta , music, , hip hop',
  };

  it('stores a pending request with tidy tags', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(blogRequests);
    expect(res.json()).toEqual({ id: row!.id });
    expect(row).toMatchObject({
      category: 'Pop Culture',
      author: 'Jordan Lee',
      status: 'pending',
      tags: 'music, Atlanta, hip hop',
      location: 'Atlanta, Georgia',
    });
  });

  it.each([
    [{ author: ' ' }, 'author'],
    [{ email: 'not-an-email' }, 'email'],
    [{ title: '' }, 'title'],
    [{ content: '   ' }, 'content'],
    [{ category: 'Sports' }, 'category'],
  ])('refuses %j and stores nothing', async (change, field) => {
    const before = (await t.database.db.select().from(blogRequests)).length;
    const res = await post({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBeTruthy();
    expect((await t.database.db.select().from(blogRequests)).length).toBe(before);
  });

  it('accepts a request without location and tags', async () => {
    const res = await post({ category: 'News', author: 'Sam', email: 'sam@example.com', title: 'Hello', content: 'World' });
    expect(res.statusCode).toBe(201);
  });
});
