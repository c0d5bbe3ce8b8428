// The latest articles of every category, as a compact list: category, title (opening the article),
// author and date. Hidden while none is published.
import { Link } from 'react-router';
import { paths } from '@shared/paths';
import type { ArticleSummary } from '@shared/schemas/article';
import { ArticleImage } from '@web/components/article-card';
import { useShownDate } from '@web/lib/use-shown-date';
import { useLatestArticles } from '../api/get-latest-articles';
import { HomeSection, SeeAll } from './home-section';

export function LatestArticles() {
  const { data } = useLatestArticles();
  const items = data?.items ?? [];
  if (!items.length) return null;
  return (
    <HomeSection id="home-articles-heading" title="Latest stories" action={<SeeAll to={paths.news}>More news</SeeAll>}>
      <ul className="flex flex-col gap-3">
        {items.map((article) => (
          <li key={article.id}>
            <ArticleRow article={article} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

function ArticleRow({ article }: { article: ArticleSummary }) {
  const date = useShownDate(article.createdAt, 'MMM d, yyyy');
  return (
    <article className="group relative flex gap-3 rounded-2xl border bg-card p-3 shadow-card transition-[border-color,box-shadow] focus-within:ring-2 focus-within:ring-ring hover:border-gold-dark hover:shadow-lift">
      <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-muted sm:size-[4.5rem]">
        <ArticleImage src={article.imageUrl} category={article.category} sizes="72px" className="[&_svg]:size-7" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="text-xs font-semibold uppercase tracking-wide text-gold-ink">{article.category}</p>
        <h3 className="line-clamp-2 break-words font-sans text-base font-bold leading-snug tracking-normal text-espresso">
          <Link to={paths.blog(article.source, article.id)} className="outline-none after:absolute after:inset-0 group-hover:text-ember-ink">
            {article.title}
          </Link>
        </h3>
        <p className="truncate text-sm text-muted-foreground">
          {article.author}
          {date && (
            <>
              {' · '}
              <time dateTime={article.createdAt}>{date}</time>
            </>
          )}
        </p>
      </div>
    </article>
  );
}
