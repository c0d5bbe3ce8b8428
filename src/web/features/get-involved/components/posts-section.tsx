// The grid of get-involved posts (3/2/1 columns) of the chosen state or all, each with its own Get
// Involved button; the empty state offers the form on its own (and all states, when one is chosen); Load
// More while the server has more.
import { HandHeart } from 'lucide-react';
import type { LinkProps } from 'react-router';
import type { StateCode } from '@shared/reference/states';
import type { ArticleSummary } from '@shared/schemas/article';
import { ArticleCard, ArticleCardSkeleton } from '@web/components/article-card';
import { EmptyNotice } from '@web/components/notice';
import { CARD_GRID, CardGridLoading } from '@web/components/card-grid';
import { ButtonLink } from '@web/components/button-link';
import { usePosts } from '../api/get-posts';
import { itemsOf } from '@web/lib/offset-pages';
import { ListSection } from './list-section';
import { LoadMore } from '@web/components/load-more';
import { inState } from './place-filter';

export interface PostsSectionProps {
  state: StateCode | null;
  allStatesLink: string;
  /** Each 'Get Involved' is a link to the page with the form open, for the post or in general. */
  linkFor: (post?: ArticleSummary) => LinkProps;
}

export function PostsSection({ state, allStatesLink, linkFor }: PostsSectionProps) {
  const result = usePosts(state);
  const posts = itemsOf(result.data);

  return (
    <ListSection
      id="posts-heading"
      title="Ways to Help"
      description={`Organizations ${state ? inState(state).trim() : 'near you'} looking for volunteers, mentors and supporters.`}
    >
      {result.isPending ? (
        <CardGridLoading label="Loading opportunities..." skeleton={ArticleCardSkeleton} />
      ) : posts.length === 0 ? (
        <EmptyNotice
          icon={HandHeart}
          heading="h3"
          title={state && !result.isError ? `No Opportunities Posted${inState(state)} Yet` : 'No Opportunities Posted Yet'}
          description={
            result.isError
              ? 'We could not load the opportunities right now. You can still tell us how you would like to help.'
              : 'Get Involved posts will appear here once they are approved by our admin team. Tell us how you would like to help in the meantime.'
          }
        >
          <div className="flex flex-wrap justify-center gap-3">
            <ButtonLink size="lg" {...linkFor()}>
              <HandHeart aria-hidden="true" />
              Get Involved
            </ButtonLink>
            {state && !result.isError && (
              <ButtonLink size="lg" variant="outline" to={allStatesLink} preventScrollReset>
                See all states
              </ButtonLink>
            )}
          </div>
        </EmptyNotice>
      ) : (
        <>
          <div className={CARD_GRID}>
            {posts.map((post) => (
              <ArticleCard
                key={post.id}
                article={post}
                action={
                  <ButtonLink className="w-full" {...linkFor(post)} aria-label={`Get Involved: ${post.title}`}>
                    <HandHeart aria-hidden="true" />
                    Get Involved
                  </ButtonLink>
                }
              />
            ))}
          </div>
          <LoadMore result={result} />
        </>
      )}
    </ListSection>
  );
}
