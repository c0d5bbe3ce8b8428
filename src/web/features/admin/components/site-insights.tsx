// Site Management's insights: what the whole directory brought its businesses in the last 30 or 90 days,
// or, with a business chosen, what that one listing brought, as its owner sees it on their account.
import { useState } from 'react';
import type { ListingPickerItem } from '@shared/schemas/admin-reviews';
import { InsightsPanel } from '@web/components/insights/insights-panel';
import { listingInsights, siteInsights } from '../api/insights';
import { BusinessPicker } from './business-picker';
import { TechNote } from './tech-note';

export function SiteInsights() {
  const [business, setBusiness] = useState<ListingPickerItem | null>(null);
  return (
    <section className="grid gap-4 rounded-2xl border bg-card p-4 shadow-card sm:p-6" aria-labelledby="insights-heading">
      <div className="grid gap-1">
        <h3 id="insights-heading" className="text-xl text-espresso">
          Insights
        </h3>
        <p className="text-sm text-muted-foreground">
          How often businesses were seen in search results, how many people opened their pages, and how many called, asked for directions or went to their
          website. Choose a business to see its own numbers, as its owner sees them.
        </p>
      </div>
      <div className="max-w-md">
        <BusinessPicker value={business} onChange={setBusiness} />
      </div>
      {business ? (
        <InsightsPanel key={business.id} title={business.businessName} {...listingInsights(business.id)} />
      ) : (
        <InsightsPanel title="All businesses" {...siteInsights} />
      )}
      <TechNote>
        counted on the server from page and API requests and a beacon for taps on outside links; no cookie and no address is stored, robots are not counted, and
        one visitor repeating a tap within five minutes counts once. Written every five seconds to listing_daily_counts.
      </TechNote>
    </section>
  );
}
