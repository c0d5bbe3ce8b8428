// Businesses for the visitor: the newest in the directory (what the server renders, knowing no location),
// or the nearest once the visitor's location is known: at once when the browser already allows it, or
// when they tap 'Near me'. The cards keep their size either way, so nothing below them moves.
import { useState } from 'react';
import { LocateFixed, Sparkles } from 'lucide-react';
import { paths } from '@shared/paths';
import { SegmentedToggle } from '@web/components/segmented-toggle';
import { useVisitorLocation } from '@web/lib/visitor-location';
import { NEARBY_RADIUS, useHomeBusinesses } from '../api/get-home-businesses';
import { BusinessMiniCard, BusinessMiniCardSkeleton } from './business-mini-card';
import { HomeSection, SeeAll } from './home-section';
import { ScrollRow } from './scroll-row';

type Shown = 'new' | 'near';
const CHOICES = [
  { value: 'new', label: 'Newest', icon: Sparkles },
  { value: 'near', label: 'Near me', icon: LocateFixed },
] as const;

export function HomeBusinesses() {
  const { state, coords, request } = useVisitorLocation();
  // Null until the visitor chooses: nearby as soon as the location is known, the newest until then.
  const [chosen, setChosen] = useState<Shown | null>(null);
  const near = chosen !== 'new' ? coords : null;
  const newest = useHomeBusinesses(null);
  const nearby = useHomeBusinesses(near, { enabled: near !== null });
  const nearbyItems = nearby.data?.items ?? [];
  const showingNear = near !== null && nearbyItems.length > 0;
  const items = showingNear ? nearbyItems : (newest.data?.items ?? []);

  const choose = (value: Shown) => {
    setChosen(value);
    if (value === 'near' && !coords) void request();
  };
  const pressed: Shown = near !== null || (chosen === 'near' && state.status === 'locating') ? 'near' : 'new';

  let note = 'The newest businesses in the directory.';
  if (showingNear) note = `The nearest to you, within ${NEARBY_RADIUS} miles.`;
  else if (near !== null && nearby.isSuccess) note = `None within ${NEARBY_RADIUS} miles yet: the newest.`;

  // A directory with no business yet shows no section; one loading (after a move from another page) its shape.
  if (!items.length && !newest.isPending) return null;
  return (
    <HomeSection
      id="home-businesses-heading"
      title={showingNear ? 'Businesses near you' : 'New businesses'}
      note={<span aria-live="polite">{note}</span>}
      action={<SegmentedToggle label="Businesses to show" look="compact" options={CHOICES} value={pressed} onChange={choose} />}
    >
      <ScrollRow
        label={showingNear ? 'Businesses near you' : 'New businesses'}
        // Two rows: of three on tablets, of four wider.
        columns="md:grid-cols-3 md:max-lg:[&>li:nth-child(n+7)]:hidden lg:grid-cols-4"
        itemWidth="w-60"
        items={
          items.length
            ? items.map((listing) => ({ key: listing.id, node: <BusinessMiniCard listing={listing} /> }))
            : Array.from({ length: 4 }, (_, key) => ({ key, node: <BusinessMiniCardSkeleton /> }))
        }
      />
      <SeeAll to={showingNear ? paths.searchResults : paths.newBusinesses}>{showingNear ? 'Browse the directory' : 'See all new businesses'}</SeeAll>
    </HomeSection>
  );
}
