// @vitest-environment jsdom
// Quick Stats' Founded: the year the owner gave when there is one ('2021'), else the month and year the
// listing joined the directory (the spec's); and the About card keeps 'On the directory since' as it was.
import '../../../../test/jsdom-setup';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListingCard } from '@shared/schemas/listing';
import { foundedLabel } from '../lib/listing-text';
import { QuickStats } from './quick-stats';

const listing = (overrides: Partial<ListingCard> = {}): ListingCard => ({
  id: 7,
  businessName: 'Soul Kitchen',
  businessType: 'Restaurants & Food Services',
  description: 'Open since 2021.',
  address: '12 Auburn Ave NE, Atlanta, GA 30303',
  formattedAddress: null,
  city: 'Atlanta',
  state: 'GA',
  zipCode: '30303',
  latitude: null,
  longitude: null,
  timeZone: null,
  phoneNumber: '(404) 555-0100',
  businessEmail: 'hello@soulkitchen.example',
  website: null,
  businessHours: null,
  socialMediaPlatforms: [],
  servicesOffered: '',
  keywords: '',
  businessPhotos: [],
  founderName: null,
  founderBio: null,
  priceLevel: null,
  yearFounded: null,
  // Mid-month, midday: the same month in any time zone the test runs in.
  createdAt: '2026-07-14T12:00:00.000Z',
  approvedAt: '2026-07-15T12:00:00.000Z',
  closedAt: null,
  verifiedOwner: false,
  ownerConfirmedAt: null,
  attributes: [],
  distance: null,
  rating: { count: 0, average: 0 },
  ...overrides,
});

/** The value shown under a stat's label. */
function stat(label: string): string {
  const term = within(screen.getByRole('region', { name: 'Quick Stats' })).getByText(label);
  return term.closest('div')!.querySelector('dd')!.textContent ?? '';
}

describe('Quick Stats: Founded', () => {
  it('shows the year the business was founded when the owner gave it', () => {
    render(<QuickStats listing={listing({ yearFounded: 2021 })} />);
    expect(stat('Founded')).toBe('2021');
    expect(stat('Category')).toBe('Restaurants & Food Services');
  });

  it('shows the month and year the listing joined otherwise', () => {
    render(<QuickStats listing={listing()} />);
    expect(stat('Founded')).toBe('July 2026');
  });

  it('prefers the given year to the listing date', () => {
    expect(foundedLabel(1998, 'July 2026')).toBe('1998');
    expect(foundedLabel(null, 'July 2026')).toBe('July 2026');
  });
});
