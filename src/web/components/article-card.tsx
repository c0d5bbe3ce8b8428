// An article's card (category pages and Get Involved): image, category badge, read time, title linking
// to /blog/{source}/{id}, excerpt, author and date; the whole card is one link, with room for an action.
import { useShownDate } from '@web/lib/use-shown-date';
import { Building2, Clock, Landmark, MapPin, Newspaper, Sparkles, HandHeart, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ArticleCategory } from '@shared/reference';
import type { ArticleSummary } from '@shared/schemas/article';
import { Badge } from '@web/components/ui/badge';
import { CardSkeleton } from '@web/components/card-skeleton';
import { cn } from '@web/lib/utils';
import { paths } from '@shared/paths';
import { SitePhoto } from '@web/components/site-photo';
import { IconText } from '@web/components/icon-text';
import { useImageFailure } from '@web/lib/use-image-failure';

const CATEGORY_ICONS: Record<ArticleCategory, LucideIcon> = {
  News: Newspaper,
  'Pop Culture': Sparkles,
  History: Landmark,
  'Get Involved': HandHeart,
};

interface ArticleImageProps {
  src: string | null;
  category: ArticleCategory;
  alt?: string;
  /** How wide it shows: a card in a grid unless told. */
  sizes?: string;
  /** The article page's own picture, seen on arrival. */
  priority?: boolean;
  className?: string;
}

/** The article's picture, or a warm brand panel with the category's icon when it has none or it fails. */
export function ArticleImage({
  src,
  category,
  alt = '',
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  priority = false,
  className,
}: ArticleImageProps) {
  const { failed, imageProps } = useImageFailure(src);
  const Icon = CATEGORY_ICONS[category];
  if (!src || failed) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        className={cn('flex size-full items-center justify-center bg-gradient-to-br from-gold-soft via-[#f6dfae] to-ember-soft', className)}
      >
        <Icon className="size-12 text-espresso/35" aria-hidden="true" />
      </div>
    );
  }
  return (
    <SitePhoto
      src={src}
      alt={alt}
      width={800}
      height={600}
      sizes={sizes}
      priority={priority}
      {...imageProps}
      className={cn('size-full object-cover', className)}
    />
  );
}

export interface ArticleCardProps {
  article: ArticleSummary;
  /** A button under the card's text (e.g. 'Get Involved'); it stays clickable above the card's link. */
  action?: ReactNode;
  className?: string;
}

export function ArticleCard({ article, action, className }: ArticleCardProps) {
  const href = paths.blog(article.source, article.id);
  const date = useShownDate(article.createdAt, 'MMM d, yyyy');
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-2xl border bg-card shadow-card transition-[box-shadow,transform] duration-200',
        'focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 hover:-translate-y-0.5 hover:shadow-lift',
        className,
      )}
    >
      <div className="aspect-[4/3] overflow-hidden bg-muted">
        <ArticleImage src={article.imageUrl} category={article.category} className="transition-transform duration-300 group-hover:scale-[1.03]" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-muted-foreground">
          <Badge>{article.category}</Badge>
          <IconText icon={Clock} className="inline-flex gap-1" iconClassName="size-3.5">
            {article.readTime}
          </IconText>
        </div>
        <h3 className="break-words text-lg font-bold leading-snug text-espresso">
          <Link to={href} className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-ember">
            {article.title}
          </Link>
        </h3>
        {article.organizationName && (
          <IconText icon={Building2} as="p" className="inline-flex gap-1.5 text-sm font-semibold text-gold-ink">
            {article.organizationName}
          </IconText>
        )}
        <p className="line-clamp-3 text-sm text-muted-foreground">{article.excerpt}</p>
        <div className="mt-auto flex flex-col gap-1 border-t pt-3 text-sm">
          <p className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="font-semibold text-foreground">{article.author}</span>
            {date && (
              <time dateTime={article.createdAt} className="text-muted-foreground">
                {date}
              </time>
            )}
          </p>
          {article.location && (
            <IconText icon={MapPin} as="p" className="inline-flex gap-1 text-xs text-muted-foreground" iconClassName="size-3.5">
              {article.location}
            </IconText>
          )}
        </div>
        {action && <div className="relative z-10">{action}</div>}
      </div>
    </article>
  );
}

export function ArticleCardSkeleton() {
  return <CardSkeleton photo="aspect-[4/3]" bars={['h-5 w-32', 'h-6 w-11/12', 'h-4 w-full', 'h-4 w-4/5', 'mt-2 h-4 w-1/2']} />;
}
