// The navigation state that opens the Get Involved form from a post (the old app's openForm and articleTitle, with
// the post's id and organization), shared by the article page that sends it and the Get Involved page.

export interface GetInvolvedNavigationState {
  openForm: true;
  articleTitle: string;
  articleId?: number;
  organizationName?: string;
}

export function readGetInvolvedState(state: unknown): GetInvolvedNavigationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = state as Record<string, unknown>;
  if (value.openForm !== true) return null;
  return {
    openForm: true,
    articleTitle: typeof value.articleTitle === 'string' ? value.articleTitle : '',
    articleId: typeof value.articleId === 'number' && Number.isInteger(value.articleId) && value.articleId > 0 ? value.articleId : undefined,
    organizationName: typeof value.organizationName === 'string' && value.organizationName ? value.organizationName : undefined,
  };
}
