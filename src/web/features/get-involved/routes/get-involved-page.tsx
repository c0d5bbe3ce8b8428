// The Get Involved page (/get-involved): heading with 'Get Involved' (the form) and 'List Your Community
// Event'; where to look (a state, 'Near me', or all: ?state=GA); the upcoming community events first, then
// the get-involved posts, past events, an article request and the support contacts. The Get Involved form
// also opens from a post (?involve=<id>) or from an article's page through the navigation state openForm
// and articleTitle.
import { CalendarPlus, HandHeart } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ArticleSummary } from '@shared/schemas/article';
import type { StateCode } from '@shared/reference/states';
import { BlogRequestButton } from '@web/components/community-forms/blog-request-button';
import { readGetInvolvedState } from '@web/components/community-forms/get-involved-state';
import { PageHeader } from '@web/components/page-header';
import type { PageHandle } from '@web/app/page-handle';
import { titleOf } from '@web/lib/page-head';
import { paths } from '@shared/paths';
import { eventsQueryOptions } from '../api/get-events';
import { postsQueryOptions, usePosts } from '../api/get-posts';
import { ContactBand } from '../components/contact-band';
import { PastEventsSection, UpcomingEventsSection } from '../components/events-section';
import { PostsSection } from '../components/posts-section';
import { chosenState, PlaceFilter, STATE_PARAM } from '../components/place-filter';
import { deferred } from '@web/components/deferred';
import { ButtonLink } from '@web/components/button-link';
import { prepareBlogRequest, BLOG_REQUEST_OPENS } from '@web/components/community-forms/blog-request-button';
import { useLinkedOpen } from '@web/lib/use-linked-open';
import { itemsOf } from '@web/lib/offset-pages';
import { positiveIdOf } from '@web/lib/route-ids';

/** The Get Involved form (zod and the form library with it) loads when a visitor asks for it. */
const GetInvolvedDialog = deferred(() => import('../components/get-involved-dialog').then((m) => m.GetInvolvedDialog));

const DESCRIPTION = 'Volunteer, mentor, donate or show up: find the causes and events that make our communities stronger.';

/** The state of the page's address that opens the Get Involved form (`?involve`, or `?involve=<post id>`). */
const INVOLVE = 'involve';

/** The server renders the posts and both event lists of the chosen state, so they are in the page before any script runs. */
export const getInvolvedPageHandle: PageHandle = {
  query: [INVOLVE, STATE_PARAM],
  opens: [INVOLVE, BLOG_REQUEST_OPENS],
  prefetch: ({ queryClient, url }) => {
    const state = chosenState(url.searchParams);
    return Promise.all([
      queryClient.prefetchInfiniteQuery(eventsQueryOptions('upcoming', state)),
      queryClient.prefetchInfiniteQuery(postsQueryOptions(state)),
      queryClient.prefetchInfiniteQuery(eventsQueryOptions('past', state)),
    ]);
  },
  // A form opened by the address is drawn with the page, on the server and before hydrating.
  prepare: (url) => Promise.all([url.searchParams.has(INVOLVE) ? GetInvolvedDialog.preload() : undefined, prepareBlogRequest(url)]),
  head: () => ({ title: titleOf('Get Involved'), description: DESCRIPTION }),
};

interface FormTarget {
  articleTitle: string;
  articleId?: number;
  organizationName?: string;
}

const targetOf = (post: ArticleSummary): FormTarget => ({ articleTitle: post.title, articleId: post.id, organizationName: post.organizationName ?? undefined });

/** The page's address with this state chosen (none: all states), keeping what else it holds. */
function addressInState(location: { pathname: string; search: string }, state: StateCode | null): string {
  const params = new URLSearchParams(location.search);
  if (state) params.set(STATE_PARAM, state);
  else params.delete(STATE_PARAM);
  const search = params.toString();
  return search ? `${location.pathname}?${search}` : location.pathname;
}

export function GetInvolvedPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = chosenState(params);
  const involve = useLinkedOpen(INVOLVE);
  const posts = itemsOf(usePosts(state).data);
  // Opened from an article's page, which names the post in the navigation state.
  const fromArticle = readGetInvolvedState(location.state);
  const postId = positiveIdOf(involve.value);
  const post = posts.find((p) => p.id === postId);
  const target: FormTarget | null = involve.open
    ? post
      ? targetOf(post)
      : { articleTitle: '', articleId: Number.isNaN(postId) ? undefined : postId }
    : fromArticle;

  const close = () => {
    if (involve.open) return involve.setOpen(false);
    // Forget the request to open the form, so a reload or Back does not open it again.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  };
  const linkFor = (about?: ArticleSummary) => (about ? involve.linkFor(String(about.id)) : involve.link);
  // Another state is another list at the same place on the page: the page does not scroll back to the top.
  const chooseState = (next: StateCode | null) => void navigate(addressInState(location, next), { preventScrollReset: true });
  const allStates = addressInState(location, null);

  return (
    <>
      <PageHeader
        eyebrow="Community"
        title="Get Involved"
        description={DESCRIPTION}
        actions={
          <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row md:flex-nowrap">
            <ButtonLink size="lg" {...involve.link} onPointerEnter={() => void GetInvolvedDialog.preload()}>
              <HandHeart aria-hidden="true" />
              Get Involved
            </ButtonLink>
            <ButtonLink variant="outline" size="lg" to={paths.listCommunityEvent}>
              <CalendarPlus aria-hidden="true" />
              List Your Community Event
            </ButtonLink>
          </div>
        }
      />
      <div className="container-page flex flex-col gap-10 py-8 md:gap-14 md:py-12">
        {/* What a visitor comes for first: what is on near them, then who needs a hand. */}
        <div className="flex flex-col gap-6">
          <PlaceFilter state={state} onChange={chooseState} />
          <UpcomingEventsSection state={state} allStatesLink={allStates} />
        </div>
        <PostsSection state={state} allStatesLink={allStates} linkFor={linkFor} />
        <PastEventsSection state={state} />
        <section
          aria-labelledby="share-heading"
          className="flex flex-col items-start gap-4 rounded-3xl bg-espresso px-4 py-8 text-cream sm:px-6 md:flex-row md:items-center md:justify-between md:px-10"
        >
          <div className="space-y-1">
            <h2 id="share-heading" className="text-2xl text-cream">
              Know a cause that needs hands?
            </h2>
            <p className="text-[#e9dfcf]">Write about it and our team will review it for the Get Involved page.</p>
          </div>
          <BlogRequestButton category="Get Involved" variant="default" />
        </section>
        <ContactBand />
      </div>
      <GetInvolvedDialog
        shown={target !== null}
        open={target !== null}
        onOpenChange={(open) => !open && close()}
        articleTitle={target?.articleTitle}
        articleId={target?.articleId}
        organizationName={target?.organizationName}
        target={{ form: 'get-involved', action: involve.open ? `${location.pathname}${location.search}` : involve.openHref, closeHref: involve.closeHref }}
      />
    </>
  );
}
