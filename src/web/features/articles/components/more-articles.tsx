// 'More in {category}': up to three other recent articles of the same category under an article.
import type { ArticleCategory } from '@shared/reference';
import { ArticleCard } from '@web/components/article-card';
import { useArticles } from '../api/get-articles';

export function MoreArticles({ category, excludeId }: { category: ArticleCategory; excludeId: number }) {
  const result = useArticles({ category });
  const others = (result.data?.pages[0]?.items ?? []).filter((a) => a.id !== excludeId).slice(0, 3);
  if (!others.length) return null;
  return (
    <section aria-labelledby="more-heading" className="border-t bg-muted/50">
      <div className="container-page flex flex-col gap-6 py-10 md:py-14">
        <h2 id="more-heading" className="text-2xl md:text-3xl">
          More in {category}
        </h2>
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </div>
      </div>
    </section>
  );
}
