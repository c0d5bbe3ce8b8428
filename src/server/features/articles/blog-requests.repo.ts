// SQL for article (blog) requests from visitors: stored pending for the admin team to review.
import type { BlogRequestData } from '@shared/schemas/blog-request';
import { splitTags } from '@shared/schemas/blog-request';
import type { DbOrTx } from '@server/db/client';
import { blogRequests } from '@server/db/schema';

export async function insertBlogRequest(db: DbOrTx, input: BlogRequestData): Promise<{ id: number }> {
  const tags = splitTags(input.tags);
  const [row] = await db
    .insert(blogRequests)
    .values({
      category: input.category,
      author: input.author,
      email: input.email,
      title: input.title,
      content: input.content,
      location: input.location || null,
      tags: tags.length ? tags.join(', ') : null,
    })
    .returning({ id: blogRequests.id });
  return row!;
}
