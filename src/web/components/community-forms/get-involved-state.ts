// The navigation state that opens the Get Involved form from a post (SPEC: openForm and articleTitle),
// shared by the article page that sends it and the Get Involved page that reads it.

export interface GetInvolvedNavigationState {
  openForm: true;
  articleTitle: string;
  articleId?: number;
}

export function readGetInvolvedState(state: unknown): GetInvolvedNavigationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = state as Record<string, unknown>;
  if (value.openForm !== true) return null;
  return {
    openForm: true,
    articleTitle: typeof value.articleTitle === 'string' ? value.articleTitle : '',
    articleId: typeof value.articleId === 'number' && Number.isInteger(value.articleId) && value.articleId > 0 ? value.articleId : undefined,
  };
}
