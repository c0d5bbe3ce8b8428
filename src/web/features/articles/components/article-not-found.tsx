// 'Article Not Found' / 'The requested article could not be found.', with ways back to reading.
import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { ARTICLE_NOT_FOUND, ARTICLE_NOT_FOUND_DETAIL } from '@shared/reference/articles';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/routes';

export function ArticleNotFound({ backTo = paths.news, backLabel = 'Browse News' }: { backTo?: string; backLabel?: string }) {
  return (
    <div className="container-page flex flex-1 flex-col items-center justify-center gap-5 py-16 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-gold-soft">
        <FileQuestion className="size-8 text-gold-ink" aria-hidden="true" />
      </div>
      <div className="space-y-2">
        <h1 className="text-3xl md:text-4xl">{ARTICLE_NOT_FOUND}</h1>
        <p className="text-muted-foreground">{ARTICLE_NOT_FOUND_DETAIL}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to={backTo}>{backLabel}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>Back to Home</Link>
        </Button>
      </div>
    </div>
  );
}
