// POST /api/get-involved: a lead is stored pending with the post it came from; the form's rules hold.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { insertArticle } from '../../../test/article-factories';
import { testEngine } from '../../../test/database';
import { getInvolvedLeads } from '@server/db/schema';

const t = useTestApp();

const valid = { firstName: ' Tasha ', lastName: 'Brown', email: 'tasha@example.com', phone: '(404) 555-0111' };
let address = 0;
const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/get-involved', payload, remoteAddress: `10.0.1.${++address}` });
const leads = () => t.database.db.select().from(getInvolvedLeads);

describe(`POST /api/get-involved (${testEngine})`, () => {
  it('stores a lead from the page, reason optional', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const [row] = await leads();
    expect(res.json()).toEqual({ id: row!.id });
    expect(row).toMatchObject({ firstName: 'Tasha', lastName: 'Brown', reason: null, articleTitle: null, articleId: null, status: 'pending' });
  });

  it("links the lead to the post and keeps the post's own title", async () => {
    const article = await insertArticle(t.database.db, { title: 'Mentor a young founder', category: 'Get Involved' });
    const res = await post({ ...valid, reason: 'I run a bakery.', articleId: article.id, articleTitle: 'Something else' });
    expect(res.statusCode).toBe(201);
    const row = (await leads()).find((l) => l.id === res.json().id);
    expect(row).toMatchObject({ articleId: article.id, articleTitle: 'Mentor a young founder', reason: 'I run a bakery.' });
  });

  it('keeps the title the visitor saw when the post is gone', async () => {
    const res = await post({ ...valid, articleId: 987654, articleTitle: 'Old post' });
    expect(res.statusCode).toBe(201);
    const row = (await leads()).find((l) => l.id === res.json().id);
    expect(row).toMatchObject({ articleId: null, articleTitle: 'Old post' });
  });

  it.each([
    ['firstName', { firstName: '' }],
    ['lastName', { lastName: '  ' }],
    ['email', { email: 'tasha@' }],
    ['phone', { phone: '' }],
    ['reason', { reason: 'x'.repeat(1001) }],
  ])('refuses a bad %s and stores nothing', async (field, change) => {
    const before = (await leads()).length;
    const res = await post({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBeTruthy();
    expect((await leads()).length).toBe(before);
  });
});
