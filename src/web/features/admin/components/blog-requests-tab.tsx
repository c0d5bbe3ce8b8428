// Blog Requests: articles visitors sent (approval publishes them), then the blog post tools.
import { Mail, MapPin, Tag } from 'lucide-react';
import { formatDateTime } from '../lib/format';
import { BlogPostsSection } from './blog-posts-section';
import { DetailSections, contactRow } from './details-dialog';
import { QueuePanel } from './queue-panel';
import { dateFact, RequestCard } from './request-card';
import { emptyTexts, REQUEST_STATUS_OPTIONS } from './status-options';

export function BlogRequestsTab() {
  return (
    <div className="grid gap-10">
      <QueuePanel
        kind="blog-requests"
        title="Blog Requests"
        intro="Articles visitors sent for the site. Approving one publishes it in its category."
        statuses={REQUEST_STATUS_OPTIONS}
        searchLabel="Search title, author or e-mail"
        searchPlaceholder="Title, author or e-mail"
        empty={emptyTexts('blog requests', 'Articles sent with Submit Article appear here.')}
        copy={{
          approveEffect: 'The article is published in its category right away.',
          approved: (title) => ({ title: 'Request approved', description: `“${title}” is published.` }),
          denied: (title) => ({ title: 'Request denied', description: `“${title}” was denied.` }),
          approveError: 'Failed to approve blog request',
          denyError: 'Failed to deny blog request',
        }}
        describe={(b) => ({ subject: b.title, email: b.email })}
        decision={(b) =>
          b.status === 'pending' ? null : { label: b.status === 'approved' ? 'Approved and published' : 'Denied', at: b.decidedAt, text: b.feedback }
        }
        card={(b, a) => (
          <RequestCard
            key={b.id}
            title={b.title}
            subtitle={`${b.category} · by ${b.author}`}
            status={b.status}
            facts={[
              dateFact('Submitted', b.createdAt),
              { icon: Mail, label: 'Email', text: b.email },
              ...(b.location ? [{ icon: MapPin, label: 'Location', text: b.location }] : []),
              ...(b.tags ? [{ icon: Tag, label: 'Tags', text: b.tags }] : []),
            ]}
            {...a}
          >
            <p className="line-clamp-2 text-sm text-muted-foreground">{b.content}</p>
          </RequestCard>
        )}
        details={(b, decision) => ({
          title: b.title,
          description: `${b.category} · by ${b.author} · submitted ${formatDateTime(b.createdAt)}`,
          body: (
            <div className="grid gap-4">
              <DetailSections
                sections={[
                  {
                    title: 'Author',
                    rows: [{ label: 'Author', value: b.author }, contactRow('email', b.email), { label: 'Location', value: b.location }],
                  },
                  {
                    title: 'Article',
                    rows: [
                      { label: 'Category', value: b.category },
                      { label: 'Tags', value: b.tags },
                      { label: 'Content', value: b.content, long: true },
                    ],
                  },
                ]}
              />
              {decision}
            </div>
          ),
        })}
      />
      <BlogPostsSection />
    </div>
  );
}
