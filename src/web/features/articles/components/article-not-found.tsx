// 'Article Not Found' / 'The requested article could not be found.', with ways back to reading.
import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { ARTICLE_NOT_FOUND, ARTICLE_NOT_FOUND_DETAIL } from '@shared/reference/articles';
import { PageNotice } from '@web/components/notice';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/routes';

export function ArticleNotFound({ backTo = paths.news, backLabel = 'Browse News' }: { backTo?: string; backLabel?: string }) {
  return (
    <PageNotice icon={FileQuestion} title={ARTICLE_NOT_FOUND} description={ARTICLE_NOT_FOUND_DETAIL}>
      <Button asChild>
        <Link to={backTo}>{backLabel}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.home}>Back to Home</Link>
      </Button>
    </PageNotice>
  );
}
