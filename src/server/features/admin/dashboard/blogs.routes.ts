// /api/admin/blogs: the blog posts admins write and manage (created as published).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBlogSchema, blogInputSchema, blogListQuerySchema, blogPageSchema, blogPatchSchema } from '@shared/schemas/admin-content';
import { ADMIN_BLOG_CATEGORIES } from '@shared/reference';
import { idParamsSchema } from '@shared/schemas/admin-requests';
import { HttpError } from '@server/http-error';
import { deleteBlog, insertBlog, listBlogs, toAdminBlog, updateBlog } from './blogs.repo';

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
      const { category, imageUrl, ...rest } = request.body;
      const row = await insertBlog(db, { ...rest, imageUrl, category: ADMIN_BLOG_CATEGORIES[category] });
      return reply.status(201).send(toAdminBlog(row));
    },
  );

  app.patch(
    '/admin/blogs/:id',
    { schema: { tags, summary: 'Edit a blog post', params: idParamsSchema, body: blogPatchSchema, response: { 200: adminBlogSchema } } },
    async (request) => {
      const { category, ...rest } = request.body;
      const values = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
      const row = await updateBlog(db, request.params.id, { ...values, ...(category ? { category: ADMIN_BLOG_CATEGORIES[category] } : {}) });
      if (!row) throw new HttpError(404, POST_NOT_FOUND);
      return toAdminBlog(row);
    },
  );

  app.delete('/admin/blogs/:id', { schema: { tags, summary: 'Delete a blog post', params: idParamsSchema } }, async (request, reply) => {
    if (!(await deleteBlog(db, request.params.id))) throw new HttpError(404, POST_NOT_FOUND);
    return reply.status(204).send();
  });
};
