// Blog posts: create (published, author defaults to Admin, required fields with the spec's message),
// edit and delete, each seen in what is stored and, once it exists, the public articles API.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogs } from '@server/db/schema';
import { useTestApp } from '../../../../test/app';
import { signedInAdmin } from '../../../../test/admin-factories';
import { testEngine } from '../../../../test/database';

const t = useTestApp();
const admin = signedInAdmin(t);

const stored = async (id: number) => (await t.database.db.select().from(blogs).where(eq(blogs.id, id)))[0];
const publicArticle = async (id: number) =>
  t.app.routeTable.some((r) => r.url === '/api/articles/:id') ? t.app.inject({ method: 'GET', url: `/api/articles/${id}` }) : undefined;

describe(`admin blog posts (${testEngine})`, () => {
  it("refuses a post without title, content or category with 'Please fill in all required fields'", async () => {
    for (const payload of [
      { content: 'x', category: 'news' },
      { title: 'x', content: ' ', category: 'news' },
      { title: 'x', content: 'y' },
    ]) {
      const res = await admin.post('/api/admin/blogs', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Please fill in all required fields');
    }
    expect((await admin.post('/api/admin/blogs', { title: 'x', content: 'y', category: 'news', imageUrl: 'javascript:alert(1)' })).statusCode).toBe(400);
    // Pages show only this site's images: a picture on another site is refused, as is a way out of /uploads.
    for (const imageUrl of ['https://img.example/j.jpg', '/uploads/../config.json', '//img.example/j.jpg']) {
      const res = await admin.post('/api/admin/blogs', { title: 'x', content: 'y', category: 'news', imageUrl });
      expect(res.statusCode, imageUrl).toBe(400);
      expect(res.json().error.fields).toEqual({ imageUrl: 'Upload the image here: only images stored on this site can be shown' });
    }
  });

  it('creates a published post with the default author, edits and deletes it', async () => {
    const created = await admin.post('/api/admin/blogs', {
      title: 'Juneteenth in the City',
      content: 'Parades, food and music all weekend long.',
      category: 'pop-culture',
    });
    expect(created.statusCode).toBe(201);
    const post = created.json();
    expect(post).toMatchObject({
      title: 'Juneteenth in the City',
      author: 'Admin',
      category: 'Pop Culture',
      status: 'published',
      imageUrl: null,
      readTime: '1 min read',
    });
    expect(post.excerpt).toBe('Parades, food and music all weekend long.');
    const pub = await publicArticle(post.id);
    if (pub) expect(pub.json()).toMatchObject({ title: 'Juneteenth in the City' });

    const edited = await admin.patch(`/api/admin/blogs/${post.id}`, {
      title: 'Juneteenth Weekend',
      category: 'history',
      imageUrl: '/uploads/0123456789abcdef01234567.webp',
      author: 'Desk',
    });
    expect(edited.statusCode).toBe(200);
    expect(await stored(post.id)).toMatchObject({
      title: 'Juneteenth Weekend',
      category: 'History',
      imageUrl: '/uploads/0123456789abcdef01234567.webp',
      author: 'Desk',
      content: post.content,
    });
    expect((await admin.patch(`/api/admin/blogs/${post.id}`, { imageUrl: '' })).json().imageUrl).toBeNull();
    expect((await admin.patch(`/api/admin/blogs/${post.id}`, { title: '' })).statusCode).toBe(400);

    const list = (await admin.get('/api/admin/blogs?q=juneteenth')).json();
    expect(list.items.map((b: { id: number }) => b.id)).toEqual([post.id]);

    expect((await admin.delete(`/api/admin/blogs/${post.id}`)).statusCode).toBe(204);
    expect(await stored(post.id)).toBeUndefined();
    const after = await publicArticle(post.id);
    if (after) expect(after.statusCode).toBe(404);
    expect((await admin.delete(`/api/admin/blogs/${post.id}`)).statusCode).toBe(404);
    expect((await admin.patch(`/api/admin/blogs/${post.id}`, { title: 'Nope' })).json().error.message).toBe('Blog post not found');
  });
});
