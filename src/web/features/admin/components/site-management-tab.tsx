// Site Management: buttons to the homepage, search results, news and get-involved pages; the business
// suggestions visitors sent; spreadsheets to download and to upload; listings that need checking; the e-mail
// outbox; and the backups.
import { ExternalLink, HandHeart, Home, Lightbulb, MapPin, Newspaper, Search } from 'lucide-react';
import { useState } from 'react';
import { isAdminHost } from '@web/lib/inline-site-settings';
import { paths } from '@shared/paths';
import { useSuggestions } from '../api/content';
import { formatDate } from '../lib/format';
import { BackupStatus } from './backup-status';
import { CsvDownloads } from './csv-downloads';
import { LinkTile } from './link-tile';
import { ListingUpload } from './listing-upload';
import { NeedsCheckingSection } from './needs-checking-section';
import { OutboxList } from './outbox-list';
import { SiteInsights } from './site-insights';
import { formatCount } from '@shared/format-count';
import { PagedList } from './list-states';

/** On the admin host the public pages live on the site's own host (admin.example.org -> example.org). */
function publicHref(path: string): string {
  if (!isAdminHost()) return path;
  const { protocol, host } = window.location;
  return `${protocol}//${host.replace(/^admin\./i, '')}${path}`;
}

const LINKS = [
  { label: 'Homepage', path: paths.home, icon: Home, text: 'The front page visitors land on.' },
  { label: 'Search Results', path: paths.searchResults, icon: Search, text: 'The business directory.' },
  { label: 'News', path: paths.news, icon: Newspaper, text: 'Published news articles.' },
  { label: 'Get Involved', path: paths.getInvolved, icon: HandHeart, text: 'Events and causes.' },
];

function Suggestions() {
  const [offset, setOffset] = useState(0);
  const suggestions = useSuggestions({ limit: 10, offset });
  return (
    <section className="grid gap-3" aria-labelledby="suggestions-heading">
      <div className="grid gap-1">
        <h3 id="suggestions-heading" className="text-xl text-espresso">
          Business Suggestions
          {suggestions.data ? <span className="ml-2 text-sm font-semibold text-muted-foreground">({formatCount(suggestions.data.total)})</span> : null}
        </h3>
        <p className="text-sm text-muted-foreground">Types of business visitors would like to find, and where.</p>
      </div>
      <PagedList
        query={suggestions}
        loading={{ count: 2, label: 'Loading suggestions' }}
        empty={{ icon: Lightbulb, title: 'No suggestions yet', text: 'Visitors can suggest a business from an empty search.' }}
        page={{ offset, limit: 10, onChange: setOffset, label: 'Suggestion pages' }}
      >
        {(page) => (
          <ul className="grid gap-2 sm:grid-cols-2" aria-label="Business suggestions">
            {page.items.map((s) => (
              <li key={s.id} className="grid gap-1 rounded-2xl border bg-card p-4 shadow-card">
                <span className="flex items-center gap-2 font-semibold">
                  <Lightbulb className="size-4 shrink-0 text-gold-ink" aria-hidden="true" />
                  {s.businessType}
                </span>
                <span className="flex items-center gap-2 text-sm text-muted-foreground">
                  <MapPin className="size-4 shrink-0" aria-hidden="true" />
                  {s.location}
                </span>
                <span className="text-xs text-muted-foreground">Suggested {formatDate(s.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

export function SiteManagementTab() {
  return (
    <div className="grid gap-8">
      <section className="grid gap-4" aria-labelledby="site-heading">
        <div className="grid gap-1">
          <h2 id="site-heading" className="text-2xl text-espresso">
            Site Management
          </h2>
          <p className="text-sm text-muted-foreground">Open the public pages in a new tab to check how they look.</p>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {LINKS.map(({ label, path, icon, text }) => (
            <li key={label}>
              <LinkTile
                href={publicHref(path)}
                target="_blank"
                rel="noreferrer"
                icon={icon}
                label={label}
                text={text}
                trailing={
                  <>
                    <ExternalLink className="ml-auto size-4 text-muted-foreground" aria-hidden="true" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      </section>
      <SiteInsights />
      <CsvDownloads />
      <ListingUpload />
      <Suggestions />
      <NeedsCheckingSection publicHref={publicHref} />
      <OutboxList />
      <BackupStatus />
    </div>
  );
}
