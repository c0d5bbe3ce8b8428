// The community event form (/list-community-event): an organizer tells the community about an event;
// the team reviews it within 48 hours and approved events are featured on Get Involved.
import { PageHeader } from '@web/components/page-header';
import { titleOf } from '@web/lib/page-head';
import type { PageHandle } from '@web/app/page-handle';
import { EventForm } from '../components/event-form';

export const listCommunityEventPageHandle: PageHandle = { head: () => ({ title: titleOf('List Your Community Event') }) };

export function ListCommunityEventPage() {
  return (
    <>
      <PageHeader
        eyebrow="Get Involved"
        title="List Your Community Event"
        description="Share your drive, rally, workshop or celebration. Our team reviews every event within 48 hours, and approved events are featured on Get Involved."
      />
      <div className="container-page max-w-4xl py-8 md:py-12">
        <EventForm />
      </div>
    </>
  );
}
