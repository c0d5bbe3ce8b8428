// SQL for Get Involved leads: stored pending with the post they came from, for the admin team.
import type { GetInvolvedData } from '@shared/schemas/get-involved';
import type { DbOrTx } from '@server/db/client';
import { blogs, getInvolvedLeads } from '@server/db/schema';
import { isPublishedArticle } from '../articles';

/** The published post a lead refers to, if it still exists. */
export async function findPublishedPostTitle(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db.select({ title: blogs.title }).from(blogs).where(isPublishedArticle(id)).limit(1);
  return row?.title;
}

export async function insertLead(db: DbOrTx, input: GetInvolvedData): Promise<{ id: number }> {
  // The stored title comes from the post itself when the lead names one; a post removed meanwhile
  // keeps the title the visitor saw.
  const postTitle = input.articleId ? await findPublishedPostTitle(db, input.articleId) : undefined;
  const [row] = await db
    .insert(getInvolvedLeads)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      reason: input.reason || null,
      articleId: postTitle ? input.articleId : null,
      articleTitle: postTitle ?? (input.articleTitle || null),
    })
    .returning({ id: getInvolvedLeads.id });
  return row!;
}
