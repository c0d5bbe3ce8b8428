// Article detail (/blog/:source/:id) from the database. An unknown source, an unknown id or an article of
// another source all show 'Article Not Found'. Back returns to /get-involved for get-involved posts,
// otherwise to the previous page; Get Involved opens the form there with the post's title.
import { Loader2 } from 'lucide-react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ARTICLE_SOURCES } from '@shared/reference';
import { ARTICLE_NOT_FOUND, isArticleSource } from '@shared/reference/articles';
import type { GetInvolvedNavigationState } from '@web/components/community-forms/get-involved-state';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-client';
import { absoluteUrl, paths } from '@shared/paths';
import { articleQueryOptions, useArticle } from '../api/get-article';
import { answeredNotFound, type PageHandle } from '@web/app/page-handle';
import { descriptionOf, titleOf } from '@web/lib/page-head';
import { siteSettings } from '@web/lib/inline-site-settings';
import { articleJsonLd } from '@shared/seo/structured-data';
import { ArticleNotFound } from '../components/article-not-found';
import { ArticleView } from '../components/article-view';
import { MoreArticles } from '../components/more-articles';
import { CATEGORY_PAGES } from '../lib/categories';

export const articlePageHandle: PageHandle = {
  prefetch: ({ params, queryClient }) =>
    isArticleSource(params.source) ? queryClient.prefetchQuery(articleQueryOptions(params.source, params.id ?? '')) : Promise.resolve(),
  head: (context) => {
    const { params, queryClient } = context;
    const notFound = { status: 404, noindex: true, title: titleOf(ARTICLE_NOT_FOUND) };
    if (!isArticleSource(params.source)) return notFound;
    const { queryKey } = articleQueryOptions(params.source, params.id ?? '');
    const article = queryClient.getQueryData(queryKey);
    // Not loaded yet (in the browser), or failing otherwise than 404: the page's own name meanwhile.
    if (!article) return answeredNotFound(queryClient, queryKey) ? notFound : { ...notFound, title: titleOf('Article') };
    const pageUrl = absoluteUrl(context.siteUrl, paths.blog(article.source, article.id));
    return {
      title: titleOf(article.title),
      description: descriptionOf(article.excerpt),
      image: article.imageUrl,
      type: 'article',
      jsonLd: [articleJsonLd(article, { pageUrl, siteUrl: context.siteUrl, siteName: siteSettings.name })],
    };
  },
};

export function ArticlePage() {
  const { source = '', id = '' } = useParams();
  const known = isArticleSource(source);
  const query = useArticle(source, id, { enabled: known });
  const navigate = useNavigate();
  const location = useLocation();
  const notFound = !known || (query.isError && isApiError(query.error) && query.error.status === 404);

  const categoryPath = known ? CATEGORY_PAGES.find((c) => c.category === ARTICLE_SOURCES[source])?.path : undefined;
  const home = source === 'get-involved' ? paths.getInvolved : (categoryPath ?? paths.home);
  const backLabel = source === 'get-involved' ? 'Browse Get Involved' : known ? `Browse ${ARTICLE_SOURCES[source]}` : 'Browse News';

  if (notFound) {
    return <ArticleNotFound backTo={known ? home : paths.news} backLabel={backLabel} />;
  }
  if (query.isError) {
    return (
      <div className="container-page flex flex-1 flex-col items-center justify-center gap-4 py-16 text-center">
        <h1 className="text-3xl">We could not load this article</h1>
        <p className="text-muted-foreground">Please check your connection and try again.</p>
        <Button onClick={() => void query.refetch()}>Try again</Button>
      </div>
    );
  }
  if (!query.data) return <ArticleSkeleton />;

  const article = query.data;
  const onBack = () => {
    if (source === 'get-involved') void navigate(paths.getInvolved);
    // 'default' is the first page of this visit: there is no page to go back to.
    else if (location.key !== 'default') void navigate(-1);
    else void navigate(home);
  };
  const onGetInvolved = () => {
    const state: GetInvolvedNavigationState = {
      openForm: true,
      articleTitle: article.title,
      articleId: article.id,
      organizationName: article.organizationName ?? undefined,
    };
    void navigate(paths.getInvolved, { state });
  };

  return (
    <>
      <ArticleView article={article} onBack={onBack} onGetInvolved={onGetInvolved} />
      <MoreArticles category={article.category} excludeId={article.id} />
    </>
  );
}

function ArticleSkeleton() {
  return (
    <div className="container-page flex flex-col gap-6 py-6 md:py-10">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
        <p role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Loading article...
        </p>
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-5 w-64" />
        <Skeleton className="aspect-[4/3] w-full rounded-3xl" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-4/5" />
      </div>
    </div>
  );
}
