// The category pages (/pop-culture, /news, /history): title, subtitle, category sub-navigation, keyword
// search and location filter (kept in the address, ?q=&location=), the article grid and article requests.
// The filters are a GET form and Load More a link with one page more (?page=), which the server answers too.
import { useCallback, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { ALL_LOCATIONS, ARTICLE_LOCATION_OPTIONS } from '@shared/article-filter';
import { BlogRequestButton } from '@web/components/community-forms/blog-request-button';
import { PageHeader } from '@web/components/page-header';
import { ArticleFilters } from '../components/article-filters';
import { ArticleResults } from '../components/article-results';
import { CategoryNav } from '../components/category-nav';
import { categoryInfo, type PageCategory } from '../lib/categories';
import { articlesQueryOptions } from '../api/get-articles';
import type { PageHandle } from '@web/app/page-handle';
import { titleOf } from '@web/lib/page-head';
import { BLOG_REQUEST_OPENS, prepareBlogRequest } from '@web/components/community-forms/blog-request-button';
import { PAGE_PARAM, pagesAsked } from '@web/lib/linked-pages';

/** The page's keyword and location as the address holds them (?q=&location=), an unknown location as all. */
function filtersOf(params: URLSearchParams) {
  const q = (params.get('q') ?? '').trim();
  const rawLocation = params.get('location') ?? ALL_LOCATIONS;
  const location = ARTICLE_LOCATION_OPTIONS.some((o) => o.value === rawLocation) ? rawLocation : ALL_LOCATIONS;
  return { q, location };
}

const articlesQueryOf = (category: PageCategory, { q, location }: ReturnType<typeof filtersOf>) => ({
  category,
  q: q || undefined,
  location: location === ALL_LOCATIONS ? undefined : location,
});

export function categoryPageHandle(category: PageCategory): PageHandle {
  return {
    query: ['q', 'location', PAGE_PARAM],
    // 'Submit {category} Article' opened by the address is drawn with the page.
    opens: [BLOG_REQUEST_OPENS],
    prepare: prepareBlogRequest,
    prefetch: ({ url, queryClient }) =>
      queryClient.prefetchInfiniteQuery({
        ...articlesQueryOptions(articlesQueryOf(category, filtersOf(url.searchParams))),
        pages: pagesAsked(url.searchParams),
      }),
    head: ({ url }) => ({
      title: titleOf(categoryInfo(category).title),
      description: categoryInfo(category).subtitle,
      noindex: url.searchParams.size > 0,
    }),
  };
}

function CategoryPage({ category }: { category: PageCategory }) {
  const info = categoryInfo(category);
  const [params, setParams] = useSearchParams();
  const { q, location } = filtersOf(params);

  const update = useCallback(
    (change: { q?: string; location?: string }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          // Other filters start the list again at its first page.
          next.delete(PAGE_PARAM);
          for (const [key, value] of Object.entries(change)) {
            if (!value || (key === 'location' && value === ALL_LOCATIONS)) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const onSearch = useCallback((text: string) => update({ q: text }), [update]);
  const onLocation = useCallback((value: string) => update({ location: value }), [update]);

  return (
    <>
      <PageHeader eyebrow="Articles" title={info.title} description={info.subtitle} actions={<BlogRequestButton category={category} />}>
        <div className="container-page relative pb-6">
          <CategoryNav />
        </div>
      </PageHeader>
      <div className="container-page flex flex-col gap-6 py-8 md:py-10">
        <ArticleFilters action={info.path} q={q} location={location} onSearch={onSearch} onLocation={onLocation} onSubmit={update} />
        <ArticleResults info={info} query={articlesQueryOf(category, { q, location })} onClear={() => update({ q: '', location: ALL_LOCATIONS })} />
      </div>
    </>
  );
}

/** The screen of one category, for its route (a route mounts its screen without props). */
export function categoryScreen(category: PageCategory): ComponentType {
  return function CategoryScreen() {
    return <CategoryPage category={category} />;
  };
}
