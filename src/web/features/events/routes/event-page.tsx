// An approved community event's own page (/events/:id): when on its own clock (and the visitor's), where,
// the cause and the organizer's article, photos, cost and pay, the organizer's public contacts, and ways
// to add it to a calendar. Rendered on the server with its schema.org Event; unknown ids answer 404.
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { answeredNotFound, type PageHandle } from '@web/app/page-handle';
import { DetailPageSkeleton } from '@web/components/detail-page-skeleton';
import { isApiError } from '@web/lib/api-client';
import { positiveIdOf } from '@web/lib/route-ids';
import { titleOf } from '@web/lib/page-head';
import { paths } from '@shared/paths';
import { eventQueryOptions, useEvent } from '../api/get-event';
import { EventGoodToKnow, EventOrganizer, EventPhotos, EventStory } from '../detail/event-details';
import { EventHero } from '../detail/event-hero';
import { EventNotFound } from '../detail/event-not-found';
import { EventWhen } from '../detail/event-when';
import { EventWhere } from '../detail/event-where';
import { EVENT_NOT_FOUND_HEAD, eventHead } from '../lib/event-head';
import { ButtonLink } from '@web/components/button-link';

export const eventPageHandle: PageHandle = {
  prefetch: ({ params, queryClient }) => {
    const id = positiveIdOf(params.id);
    return Number.isNaN(id) ? Promise.resolve() : queryClient.prefetchQuery(eventQueryOptions(id));
  },
  head: (context) => {
    const id = positiveIdOf(context.params.id);
    if (Number.isNaN(id)) return EVENT_NOT_FOUND_HEAD;
    const { queryKey } = eventQueryOptions(id);
    const event = context.queryClient.getQueryData(queryKey);
    if (event) return eventHead(event, context);
    // Not loaded yet (in the browser), or failing otherwise than 404: the page's own name meanwhile.
    return answeredNotFound(context.queryClient, queryKey) ? EVENT_NOT_FOUND_HEAD : { ...EVENT_NOT_FOUND_HEAD, title: titleOf('Community Event') };
  },
};

export function EventPage() {
  const { id: rawId } = useParams();
  const id = positiveIdOf(rawId);
  const validId = !Number.isNaN(id);
  const query = useEvent(id, { enabled: validId });
  const event = query.data;
  const notFound = !validId || (isApiError(query.error) && query.error.status === 404);

  if (notFound) return <EventNotFound />;
  if (query.isError && !event) return <EventNotFound onRetry={() => void query.refetch()} />;

  return (
    <div className="container-page flex flex-col gap-6 py-5 md:py-8">
      <ButtonLink variant="ghost" size="sm" className="-ml-3 w-fit" to={paths.getInvolved}>
        <ArrowLeft aria-hidden="true" />
        Get Involved
      </ButtonLink>
      {event ? (
        <article aria-labelledby="event-name" className="flex flex-col gap-6">
          <EventHero event={event} />
          {/* Phones read when and where first; wide screens keep them in the side column. */}
          <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
            <aside aria-label="When and where" className="flex flex-col gap-5 lg:col-start-2 lg:row-start-1">
              <EventWhen event={event} />
              <EventWhere event={event} />
              <EventGoodToKnow event={event} />
            </aside>
            <div className="flex flex-col gap-5 lg:col-start-1 lg:row-start-1">
              <EventStory event={event} />
              <EventPhotos event={event} />
              <EventOrganizer event={event} />
            </div>
          </div>
        </article>
      ) : (
        <DetailPageSkeleton label="Loading event" photo="aspect-[16/9] lg:aspect-[3/1]" title="h-10 w-2/3 rounded-xl" main={['h-48']} side={['h-56']} />
      )}
    </div>
  );
}
