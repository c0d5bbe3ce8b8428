// The grid of a category's articles (3 columns wide, 2 medium, 1 on phones): 'Loading articles...',
// the empty state, and Load More while the server has more (a link to the page with one page more).
import { useLocation } from 'react-router';
import { ArticleCard, ArticleCardSkeleton } from '@web/components/article-card';
import { CARD_GRID, CardGridLoading } from '@web/components/card-grid';
import { cn } from '@web/lib/utils';
import { useArticles, type ArticlesQuery } from '../api/get-articles';
import type { CategoryInfo } from '../lib/categories';
import { ArticlesEmpty } from './articles-empty';
import { itemsOf } from '@web/lib/offset-pages';
import { LoadMore } from '@web/components/load-more';
import { nextPageHref } from '@web/lib/linked-pages';
import { formatCount } from '@shared/format-count';

export function ArticleResults({ info, query, onClear }: { info: CategoryInfo; query: ArticlesQuery; onClear: () => void }) {
  const result = useArticles(query);
  const address = useLocation();
  const items = itemsOf(result.data);
  const filtered = !!query.q || !!query.location;

  if (result.isPending) {
    return (
      <div className="flex flex-col gap-6">
        <CardGridLoading label="Loading articles..." skeleton={ArticleCardSkeleton} count={6} />
      </div>
    );
  }

  if (!items.length) {
    return (
      <ArticlesEmpty
        title={info.emptyTitle}
        category={info.category}
        filtered={filtered}
        failed={result.isError}
        onClear={onClear}
        onRetry={() => void result.refetch()}
      />
    );
  }

  const updating = result.isFetching && result.isPlaceholderData;
  const count = result.hasNextPage ? `${formatCount(items.length)}+ articles` : formatCount(items.length, 'article');
  return (
    <section aria-labelledby="articles-heading" aria-busy={updating} className="flex flex-col gap-6">
      <h2 id="articles-heading" className="sr-only">
        {info.title} articles
      </h2>
      <p role="status" className="text-sm text-muted-foreground">
        {updating ? 'Loading articles...' : filtered ? `${count} found` : count}
      </p>
      <div className={cn(CARD_GRID, 'transition-opacity', updating && 'opacity-60')}>
        {items.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </div>
      <LoadMore result={result} href={nextPageHref(address, result.data?.pages.length ?? 1)} />
    </section>
  );
}
