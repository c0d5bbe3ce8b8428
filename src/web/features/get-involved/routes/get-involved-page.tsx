// The Get Involved page (/get-involved): heading, 'List Your Community Event', the get-involved posts,
// upcoming and past community events (each linking to its page), the Get Involved form (also opened from a post through the navigation state
// openForm and articleTitle), an article request and the support contacts.
import { CalendarPlus, HandHeart } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ArticleSummary } from '@shared/schemas/article';
import { BlogRequestButton } from '@web/components/community-forms/blog-request-button';
import { readGetInvolvedState } from '@web/components/community-forms/get-involved-state';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import type { PageHandle } from '@web/app/page-handle';
import { titleOf } from '@web/lib/page-head';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { paths } from '@web/routes';
import { eventsQueryOptions } from '../api/get-events';
import { postsQueryOptions } from '../api/get-posts';
import { ContactBand } from '../components/contact-band';
import { EventsSection } from '../components/events-section';
import { PostsSection } from '../components/posts-section';
import { deferred } from '@web/components/deferred';
import { ButtonLink } from '@web/components/button-link';

/** The Get Involved form (zod and the form library with it) loads when a visitor asks for it. */
const GetInvolvedDialog = deferred(() => import('../components/get-involved-dialog').then((m) => m.GetInvolvedDialog));

const DESCRIPTION = 'Volunteer, mentor, donate or show up: find the causes and events that make our communities stronger.';

/** The server renders the posts and both event lists, so they are in the page before any script runs. */
export const getInvolvedPageHandle: PageHandle = {
  prefetch: ({ queryClient }) =>
    Promise.all([
      queryClient.prefetchInfiniteQuery(postsQueryOptions()),
      queryClient.prefetchInfiniteQuery(eventsQueryOptions('upcoming')),
      queryClient.prefetchInfiniteQuery(eventsQueryOptions('past')),
    ]),
  head: () => ({ title: titleOf('Get Involved'), description: DESCRIPTION }),
};

interface FormTarget {
  articleTitle: string;
  articleId?: number;
  organizationName?: string;
}

export function GetInvolvedPage() {
  useDocumentTitle('Get Involved');
  const location = useLocation();
  const navigate = useNavigate();
  const [target, setTarget] = useState<FormTarget | null>(() => readGetInvolvedState(location.state));
  const [seenKey, setSeenKey] = useState(location.key);
  // Arriving again with openForm (e.g. another post's Get Involved button) opens the form for that post.
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    const state = readGetInvolvedState(location.state);
    if (state) setTarget(state);
  }

  const close = () => {
    setTarget(null);
    // Forget the request to open the form, so a reload or Back does not open it again.
    if (readGetInvolvedState(location.state)) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  };
  const openFor = (post?: ArticleSummary) =>
    setTarget(post ? { articleTitle: post.title, articleId: post.id, organizationName: post.organizationName ?? undefined } : { articleTitle: '' });

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
            <Button variant="outline" size="lg" onClick={() => openFor()}>
              <HandHeart aria-hidden="true" />
              Get Involved
            </Button>
          </div>
        }
      />
      <div className="container-page flex flex-col gap-14 py-10 md:py-14">
        <PostsSection onGetInvolved={openFor} />
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
      />
    </>
  );
}
