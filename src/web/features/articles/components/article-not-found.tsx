// 'Article Not Found' / 'The requested article could not be found.', with ways back to reading.
import { FileQuestion } from 'lucide-react';
import { ARTICLE_NOT_FOUND, ARTICLE_NOT_FOUND_DETAIL } from '@shared/reference/articles';
import { PageNotice } from '@web/components/notice';
import { paths } from '@shared/paths';
import { ButtonLink } from '@web/components/button-link';

export function ArticleNotFound({ backTo = paths.news, backLabel = 'Browse News' }: { backTo?: string; backLabel?: string }) {
  return (
    <PageNotice icon={FileQuestion} title={ARTICLE_NOT_FOUND} description={ARTICLE_NOT_FOUND_DETAIL}>
      <ButtonLink to={backTo}>{backLabel}</ButtonLink>
      <ButtonLink variant="outline" to={paths.home}>
        Back to Home
      </ButtonLink>
    </PageNotice>
  );
}
