// The Get Involved page (/get-involved): heading, 'List Your Community Event', the get-involved posts,
// upcoming and past community events (each linking to its page), the Get Involved form (also opened from a post through the navigation state
// openForm and articleTitle), an article request and the support contacts.
import { CalendarPlus, HandHeart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import type { ArticleSummary } from '@shared/schemas/article';
import { BlogRequestButton } from '@web/components/community-forms/blog-request-button';
import { readGetInvolvedState } from '@web/components/community-forms/get-involved-state';
import { PageHeader } from '@web/components/page-header';
import type { PageHandle } from '@web/app/page-handle';
import { titleOf } from '@web/lib/page-head';
import { paths } from '@shared/paths';
import { eventsQueryOptions } from '../api/get-events';
import { postsQueryOptions } from '../api/get-posts';
import { ContactBand } from '../components/contact-band';
import { EventsSection } from '../components/events-section';
import { PostsSection } from '../components/posts-section';
import { deferred } from '@web/components/deferred';
import { ButtonLink } from '@web/components/button-link';
import { prepareBlogRequest, BLOG_REQUEST_OPENS } from '@web/components/community-forms/blog-request-button';
import { useLinkedOpen } from '@web/lib/use-linked-open';
import { itemsOf } from '@web/lib/offset-pages';
import { positiveIdOf } from '@web/lib/route-ids';
import { usePosts } from '../api/get-posts';

/** The Get Involved form (zod and the form library with it) loads when a visitor asks for it. */
const GetInvolvedDialog = deferred(() => import('../components/get-involved-dialog').then((m) => m.GetInvolvedDialog));

const DESCRIPTION = 'Volunteer, mentor, donate or show up: find the causes and events that make our communities stronger.';

/** The state of the page's address that opens the Get Involved form (`?involve`, or `?involve=<post id>`). */
const INVOLVE = 'involve';

/** The server renders the posts and both event lists, so they are in the page before any script runs. */
export const getInvolvedPageHandle: PageHandle = {
  query: [INVOLVE],
  opens: [INVOLVE, BLOG_REQUEST_OPENS],
  prefetch: ({ queryClient }) =>
    Promise.all([
      queryClient.prefetchInfiniteQuery(postsQueryOptions()),
      queryClient.prefetchInfiniteQuery(eventsQueryOptions('upcoming')),
      queryClient.prefetchInfiniteQuery(eventsQueryOptions('past')),
    ]),
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

export function GetInvolvedPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const involve = useLinkedOpen(INVOLVE);
  const posts = itemsOf(usePosts().data);
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

  return (
    <>
      <PageHeader
        eyebrow="Community"
        title="Get Involved"
        description={DESCRIPTION}
        actions={
          <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row md:flex-nowrap">
            <ButtonLink size="lg" to={paths.listCommunityEvent}>
              <CalendarPlus aria-hidden="true" />
              List Your Community Event
            </ButtonLink>
            <ButtonLink variant="outline" size="lg" {...involve.link} onPointerEnter={() => void GetInvolvedDialog.preload()}>
              <HandHeart aria-hidden="true" />
              Get Involved
            </ButtonLink>
          </div>
        }
      />
      <div className="container-page flex flex-col gap-14 py-10 md:py-14">
        <PostsSection linkFor={linkFor} />
        <EventsSection />
        <section
          aria-labelledby="share-heading"
          className="flex flex-col items-start gap-4 rounded-3xl bg-espresso px-6 py-8 text-cream md:flex-row md:items-center md:justify-between md:px-10"
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
