// One article: Back, category and read time, title, author and date, the picture, the body, its tags,
// and for get-involved posts the organization panel with the Get Involved button.
import { ArrowLeft, CalendarDays, Clock, HandHeart, MapPin } from 'lucide-react';
import type { Article } from '@shared/schemas/article';
import { ArticleImage } from '@web/components/article-card';
import { useShownDate } from '@web/lib/use-shown-date';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ArticleBody } from './article-body';
import { OrganizationPanel } from './organization-panel';
import { InitialsAvatar } from '@web/components/initials-avatar';
import { IconText } from '@web/components/icon-text';

export interface ArticleViewProps {
  article: Article;
  onBack: () => void;
  onGetInvolved: () => void;
}

export function ArticleView({ article, onBack, onGetInvolved }: ArticleViewProps) {
  const getInvolved = article.source === 'get-involved';
  const date = useShownDate(article.createdAt, 'MMMM d, yyyy');
  return (
    <article className="container-page flex flex-col gap-8 py-6 md:py-10">
      <div className={getInvolved ? 'max-w-6xl' : 'mx-auto w-full max-w-3xl'}>
        <Button variant="ghost" onClick={onBack} className="-ml-3">
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
      </div>
      <div className={getInvolved ? 'grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-12' : 'mx-auto w-full max-w-3xl'}>
        <div className="flex min-w-0 flex-col gap-6">
          <header className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
              <Badge>{article.category}</Badge>
              <IconText icon={Clock} className="inline-flex gap-1.5">
                {article.readTime}
              </IconText>
            </div>
            <h1 className="break-words text-3xl text-espresso sm:text-4xl md:text-5xl">{article.title}</h1>
            <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-2 font-semibold text-foreground">
                <InitialsAvatar name={article.author} size="sm" tone="dark" />
                By {article.author}
              </span>
              {date && (
                <IconText icon={CalendarDays} className="inline-flex gap-1.5">
                  <time dateTime={article.createdAt}>{date}</time>
                </IconText>
              )}
              {article.location && (
                <IconText icon={MapPin} className="inline-flex gap-1.5">
                  {article.location}
                </IconText>
              )}
            </div>
          </header>
          {article.imageUrl && (
            <div className="aspect-[4/3] overflow-hidden rounded-3xl border bg-muted shadow-card">
              <ArticleImage src={article.imageUrl} category={article.category} alt="" sizes="(min-width: 1024px) 56rem, 100vw" priority />
            </div>
          )}
          <ArticleBody content={article.content} />
          {article.tags.length > 0 && (
            <ul aria-label="Tags" className="flex flex-wrap gap-2 border-t pt-6">
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="outline">#{tag}</Badge>
                </li>
              ))}
            </ul>
          )}
          {getInvolved && (
            <div className="flex flex-col items-start gap-3 rounded-3xl bg-espresso p-6 text-cream sm:flex-row sm:items-center sm:justify-between">
              <p className="font-display text-lg font-bold">Ready to lend a hand?</p>
              <Button size="lg" onClick={onGetInvolved}>
                <HandHeart aria-hidden="true" />
                Get Involved
              </Button>
            </div>
          )}
        </div>
        {getInvolved && (
          <div className="lg:sticky lg:top-24">
            <OrganizationPanel article={article} onGetInvolved={onGetInvolved} />
          </div>
        )}
      </div>
    </article>
  );
}
