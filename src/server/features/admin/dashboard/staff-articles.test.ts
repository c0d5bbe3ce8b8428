// Staff articles of every kind: a Get Involved post with its organization panel (created, edited, and
// refused with clear messages and nothing stored when the organization is incomplete), the location and
// tags of any post as the category pages' location filter and tag search find them, an approved article
// request keeping the visitor's location and tags, and the Get Involved page's list of posts.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogs } from '@server/db/schema';
import { useTestApp } from '../../../../test/app';
import { signedInAdmin } from '../../../../test/admin-factories';
import { insertArticle } from '../../../../test/article-factories';
import { testEngine } from '../../../../test/database';

const ORGANIZATION = {
  organizationName: 'Westside Food Bank',
  contactPerson: 'Keisha Williams',
  email: 'keisha@westsidefood.org',
  phone: '(404) 555-0100',
  address: '250 Joseph E. Lowery Blvd, Atlanta, GA 30314',
  involvement: 'Sort donations on Saturday mornings, or drive a pickup route once a month.',
};
const NO_ORGANIZATION = { organizationName: null, contactPerson: null, email: null, phone: null, address: null, involvement: null };
const NEEDS = {
  organizationName: "Please enter the organization's name",
  email: 'Please give an e-mail address or a phone number for the organization',
  involvement: 'Please say how people can get involved',
};

interface Listed {
  items: { id: number; title: string; source: string; createdAt: string }[];
  hasMore: boolean;
}

describe(`staff articles (${testEngine})`, () => {
  const t = useTestApp();
  const admin = signedInAdmin(t);

  const stored = async (id: number) => (await t.database.db.select().from(blogs).where(eq(blogs.id, id)))[0]!;
  const storedCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(blogs))[0]!.n;
  const publicIds = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/articles?${query}` });
    expect(res.statusCode).toBe(200);
    return (res.json() as Listed).items.map((item) => item.id);
  };
  const create = async (payload: object) => {
    const res = await admin.post('/api/admin/blogs', payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number } & Record<string, unknown>;
  };
  const getInvolvedPost = (overrides: object = {}) => ({
    title: 'Sort Food at the Westside Food Bank',
    content: 'Every Saturday morning, neighbors sort the week’s donations into boxes for 300 families.',
    category: 'get-involved',
    ...ORGANIZATION,
    ...overrides,
  });

  describe('Get Involved posts', () => {
    it('creates one with its organization, shown on its page for the panel and the Get Involved button', async () => {
      const post = await create(getInvolvedPost({ location: 'Atlanta, Georgia', tags: ['Volunteer', ' food  bank ', 'volunteer', ''] }));
      expect(post).toMatchObject({
        category: 'Get Involved',
        status: 'published',
        author: 'Admin',
        location: 'Atlanta, Georgia',
        tags: ['Volunteer', 'food bank'],
        ...ORGANIZATION,
      });
      const page = await t.app.inject({ method: 'GET', url: `/api/articles/${post.id}?source=get-involved` });
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ id: post.id, source: 'get-involved', category: 'Get Involved', location: 'Atlanta, Georgia', ...ORGANIZATION });
    });

    it('needs only the organization, how to get involved, and an e-mail address or a phone number', async () => {
      const byPhone = await create(getInvolvedPost({ email: '', contactPerson: '', address: '' }));
      expect(await stored(byPhone.id)).toMatchObject({ email: null, contactPerson: null, address: null, phone: ORGANIZATION.phone });
      const byEmail = await create(getInvolvedPost({ phone: undefined, contactPerson: undefined, address: undefined }));
      expect(await stored(byEmail.id)).toMatchObject({ phone: null, email: ORGANIZATION.email, organizationName: ORGANIZATION.organizationName });
    });

    it.each([
      [
        'no organization at all',
        { organizationName: undefined, contactPerson: undefined, email: undefined, phone: undefined, address: undefined, involvement: undefined },
        NEEDS,
      ],
      ['blank fields', { organizationName: '   ', email: ' ', phone: '', involvement: '\n' }, NEEDS],
      ['null fields', { organizationName: null, email: null, phone: null, involvement: null }, NEEDS],
      ['a malformed e-mail address', { email: 'keisha@' }, { email: 'Please enter a valid email address' }],
      ['a malformed phone number', { phone: '555-01' }, { phone: 'Please enter a valid phone number' }],
      ['a phone number with letters', { phone: '(404) 555-CALL' }, { phone: 'Please enter a valid phone number' }],
      ['an over-long organization name', { organizationName: 'W'.repeat(201) }, { organizationName: 'Please keep the organization name under 200 characters' }],
      ['over-long directions', { involvement: 'x'.repeat(2001) }, { involvement: 'Please keep how to get involved under 2000 characters' }],
    ])('refuses %s with clear messages and stores nothing', async (_name, overrides, fields) => {
      const before = await storedCount();
      const res = await admin.post('/api/admin/blogs', getInvolvedPost(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
      expect(res.json().error.message).toBe(Object.values(fields)[0]);
      expect(await storedCount()).toBe(before);
    });

    it('asks no other category for an organization, and keeps none with it', async () => {
      const news = await create({ title: 'City Council Passes Small Business Grants', content: 'The vote was 9 to 2.', category: 'news', ...ORGANIZATION });
      expect(news).toMatchObject({ category: 'News', ...NO_ORGANIZATION });
      const plain = await create({ title: 'A Plain Post', content: 'No organization here.', category: 'history' });
      expect(plain).toMatchObject(NO_ORGANIZATION);
    });

    it('edits one, checking the post as it will be saved and changing nothing when refused', async () => {
      const post = await create(getInvolvedPost());
      const before = await stored(post.id);

      const unreachable = await admin.patch(`/api/admin/blogs/${post.id}`, { email: '', phone: null, title: 'Changed Title' });
      expect(unreachable.statusCode).toBe(400);
      expect(unreachable.json().error).toMatchObject({ message: NEEDS.email, fields: { email: NEEDS.email } });
      expect(await stored(post.id)).toEqual(before);
      expect((await admin.patch(`/api/admin/blogs/${post.id}`, { phone: 'call us' })).json().error.fields).toEqual({
        phone: 'Please enter a valid phone number',
      });

      const edited = await admin.patch(`/api/admin/blogs/${post.id}`, { organizationName: 'Westside Community Pantry', phone: '', contactPerson: 'Dana Reed' });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(await stored(post.id)).toMatchObject({
        organizationName: 'Westside Community Pantry',
        contactPerson: 'Dana Reed',
        phone: null,
        email: ORGANIZATION.email,
        involvement: ORGANIZATION.involvement,
        title: before.title,
      });
      const page = await t.app.inject({ method: 'GET', url: `/api/articles/${post.id}?source=get-involved` });
      expect(page.json()).toMatchObject({ organizationName: 'Westside Community Pantry', contactPerson: 'Dana Reed', phone: null });
    });

    it('asks a post without an organization (an approved article request) for one before any other change', async () => {
      const approved = await insertArticle(t.database.db, { title: 'Coats for Kids', category: 'Get Involved' });
      const res = await admin.patch(`/api/admin/blogs/${approved.id}`, { title: 'Coats for Kids Drive' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual(NEEDS);
      expect((await stored(approved.id)).title).toBe('Coats for Kids');
      expect((await admin.patch(`/api/admin/blogs/${approved.id}`, { ...ORGANIZATION, title: 'Coats for Kids Drive' })).statusCode).toBe(200);
      expect(await stored(approved.id)).toMatchObject({ title: 'Coats for Kids Drive', ...ORGANIZATION });
    });

    it('moves a post into Get Involved only with an organization, and out of it without one', async () => {
      const news = await create({ title: 'Food Bank Expands Hours', content: 'Open on Sundays now.', category: 'news' });
      const bare = await admin.patch(`/api/admin/blogs/${news.id}`, { category: 'get-involved' });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().error.fields).toEqual(NEEDS);
      expect((await stored(news.id)).category).toBe('News');

      const moved = await admin.patch(`/api/admin/blogs/${news.id}`, { category: 'get-involved', ...ORGANIZATION });
      expect(moved.json()).toMatchObject({ category: 'Get Involved', ...ORGANIZATION });
      expect(await publicIds('category=Get%20Involved&limit=100')).toContain(news.id);

      const back = await admin.patch(`/api/admin/blogs/${news.id}`, { category: 'news' });
      expect(back.json()).toMatchObject({ category: 'News', ...NO_ORGANIZATION });
      expect(await stored(news.id)).toMatchObject({ category: 'News', ...NO_ORGANIZATION });
    });

    it('lists Get Involved posts for staff by their key', async () => {
      const list = (await admin.get('/api/admin/blogs?category=get-involved&limit=100')).json() as { items: { category: string }[]; total: number };
      expect(list.total).toBeGreaterThan(0);
      expect(list.items.every((item) => item.category === 'Get Involved')).toBe(true);
    });
  });

  describe('location and tags', () => {
    it('are stored with any post and found by the category page’s location filter and tag search', async () => {
      const post = await create({
        title: 'The Ring Shout Keeps Time',
        content: 'A tradition carried from West Africa, kept alive on the coast.',
        category: 'history',
        location: 'Savannah, Georgia',
        tags: ['Gullah Geechee', 'Lowcountry'],
      });
      expect(await stored(post.id)).toMatchObject({ location: 'Savannah, Georgia', tags: ['Gullah Geechee', 'Lowcountry'] });
      expect(await publicIds('category=History&location=georgia')).toContain(post.id);
      expect(await publicIds('category=History&location=texas')).not.toContain(post.id);
      expect(await publicIds('category=History&q=gullah')).toContain(post.id);
      expect(await publicIds('category=History&q=geechee&location=georgia')).toContain(post.id);

      await admin.patch(`/api/admin/blogs/${post.id}`, { location: 'Austin, Texas', tags: ['Juneteenth'] });
      expect(await publicIds('category=History&location=texas')).toContain(post.id);
      expect(await publicIds('category=History&location=georgia')).not.toContain(post.id);
      expect(await publicIds('category=History&q=gullah')).not.toContain(post.id);
      expect(await publicIds('category=History&q=juneteenth')).toContain(post.id);

      // An edit that does not name them keeps them; a blank location removes it.
      await admin.patch(`/api/admin/blogs/${post.id}`, { title: 'The Ring Shout' });
      expect(await stored(post.id)).toMatchObject({ location: 'Austin, Texas', tags: ['Juneteenth'] });
      await admin.patch(`/api/admin/blogs/${post.id}`, { location: '  ', tags: [] });
      expect(await stored(post.id)).toMatchObject({ location: null, tags: [] });
      expect(await publicIds('category=History&location=texas')).not.toContain(post.id);
    });

    it.each([
      ['eleven tags', { tags: Array.from({ length: 11 }, (_, i) => `tag ${i}`) }, { tags: 'Please use at most 10 tags' }],
      ['a tag over 40 characters', { tags: ['t'.repeat(41)] }, { tags: 'Please keep each tag under 40 characters' }],
      ['tags that are not a list', { tags: 'jazz, blues' }, undefined],
      ['a location over 100 characters', { location: 'l'.repeat(101) }, { location: 'Please keep the location under 100 characters' }],
    ])('refuses %s and stores nothing', async (_name, overrides, fields) => {
      const before = await storedCount();
      const res = await admin.post('/api/admin/blogs', { title: 'Tagged', content: 'Body.', category: 'news', ...overrides });
      expect(res.statusCode).toBe(400);
      if (fields) expect(res.json().error.fields).toEqual(fields);
      expect(await storedCount()).toBe(before);
    });
  });

  describe('approved article requests', () => {
    it('keep the location and tags the visitor gave, for the location filter and the tag search', async () => {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/blog-requests',
        payload: {
          category: 'Pop Culture',
          author: 'Rae Holloway',
          email: 'rae@example.com',
          title: 'The Sound of the Town Business',
          content: 'How a scene built its own labels, radio shows and record stores.',
          location: 'Oakland, California',
          tags: 'Hyphy, Bay Area, hyphy',
        },
      });
      expect(sent.statusCode).toBe(201);
      expect((await admin.post(`/api/admin/blog-requests/${sent.json().id}/approve`, {})).statusCode).toBe(200);

      const [post] = await t.database.db.select().from(blogs).where(eq(blogs.title, 'The Sound of the Town Business'));
      expect(post).toMatchObject({ category: 'Pop Culture', location: 'Oakland, California', tags: ['Hyphy', 'Bay Area'] });
      expect(await publicIds('category=Pop%20Culture&location=california')).toContain(post!.id);
      expect(await publicIds('category=Pop%20Culture&location=new-york')).not.toContain(post!.id);
      expect(await publicIds('category=Pop%20Culture&q=hyphy')).toContain(post!.id);
      expect(await publicIds('category=Pop%20Culture&q=bay%20area&location=california')).toContain(post!.id);
    });
  });
});

describe(`the Get Involved page's posts (${testEngine})`, () => {
  const t = useTestApp();

  it('are the published Get Involved posts, newest first, never drafts or other categories', async () => {
    const db = t.database.db;
    const day = (n: number) => new Date(Date.UTC(2026, 2, n, 12));
    const older = await insertArticle(db, { title: 'Mentor a Founder', category: 'Get Involved', organizationName: 'Main Street Mentors', createdAt: day(2) });
    const newest = await insertArticle(db, {
      title: 'Stock a Community Fridge',
      category: 'Get Involved',
      organizationName: 'Neighbor Fridge',
      createdAt: day(9),
    });
    const middle = await insertArticle(db, {
      title: 'Coach a Youth Team',
      category: 'Get Involved',
      organizationName: 'Westside Youth League',
      createdAt: day(5),
    });
    await insertArticle(db, { title: 'Unfinished Call for Help', category: 'Get Involved', status: 'draft', createdAt: day(12) });
    await insertArticle(db, { title: 'City News', category: 'News', createdAt: day(10) });

    const res = await t.app.inject({ method: 'GET', url: '/api/articles?category=Get%20Involved' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Listed & { items: { organizationName: string }[] };
    expect(body.items.map((item) => item.id)).toEqual([newest.id, middle.id, older.id]);
    expect(body.items.every((item) => item.source === 'get-involved')).toBe(true);
    expect(body.items[0]).toMatchObject({ title: 'Stock a Community Fridge', organizationName: 'Neighbor Fridge' });
    expect(body.hasMore).toBe(false);
  });

  it('is empty, for the empty state, when there are none', async () => {
    await t.database.db.delete(blogs).where(eq(blogs.category, 'Get Involved'));
    await insertArticle(t.database.db, { title: 'Draft Only', category: 'Get Involved', status: 'draft' });
    const res = await t.app.inject({ method: 'GET', url: '/api/articles?category=Get%20Involved' });
    expect(res.json()).toEqual({ items: [], hasMore: false });
  });
});
