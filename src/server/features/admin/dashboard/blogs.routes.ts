// /api/admin/blogs: the blog posts admins write and manage (created as published). A Get Involved post
// must carry its organization, checked on the post as saved (an edit's changes over what is stored).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBlogSchema, blogInputSchema, blogListQuerySchema, blogPageSchema, blogPatchSchema, organizationProblems } from '@shared/schemas/admin-blogs';
import { ADMIN_BLOG_CATEGORIES } from '@shared/reference';
import { idParamsSchema } from '@shared/schemas/admin-requests';
import { badRequest, HttpError } from '@server/http-error';
import { deleteBlog, findBlogForUpdate, insertBlog, listBlogs, organizationOf, toAdminBlog, updateBlog, type NewBlog } from './blogs.repo';

const tags = ['admin'];
const POST_NOT_FOUND = 'Blog post not found';

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/admin/blogs',
    { schema: { tags, summary: 'Every blog post, newest first', querystring: blogListQuerySchema, response: { 200: blogPageSchema } } },
    async (request) => listBlogs(db, request.query),
  );

  app.post(
    '/admin/blogs',
    { schema: { tags, summary: 'Create a blog post (published)', body: blogInputSchema, response: { 201: adminBlogSchema } } },
    async (request, reply) => {
      const { category: key, ...values } = request.body;
      const category = ADMIN_BLOG_CATEGORIES[key];
      const row = await insertBlog(db, { ...values, category, ...organizationOf(category, values) });
      return reply.status(201).send(toAdminBlog(row));
    },
  );

  app.patch(
    '/admin/blogs/:id',
    { schema: { tags, summary: 'Edit a blog post', params: idParamsSchema, body: blogPatchSchema, response: { 200: adminBlogSchema } } },
    async (request) => {
      const { category: key, ...rest } = request.body;
      const changes: Partial<NewBlog> = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
      if (key) changes.category = ADMIN_BLOG_CATEGORIES[key];
      const row = await db.transaction(async (tx) => {
        const current = await findBlogForUpdate(tx, request.params.id);
        if (!current) throw new HttpError(404, POST_NOT_FOUND);
        const saved = { ...current, ...changes };
        if (saved.category === 'Get Involved') {
          const problems = organizationProblems(saved);
          const first = Object.values(problems)[0];
          if (first) throw badRequest(first, problems);
        }
        return updateBlog(tx, request.params.id, { ...changes, ...organizationOf(saved.category, saved) });
      });
      return toAdminBlog(row!);
    },
  );

  app.delete('/admin/blogs/:id', { schema: { tags, summary: 'Delete a blog post', params: idParamsSchema } }, async (request, reply) => {
    if (!(await deleteBlog(db, request.params.id))) throw new HttpError(404, POST_NOT_FOUND);
    return reply.status(204).send();
  });
};
