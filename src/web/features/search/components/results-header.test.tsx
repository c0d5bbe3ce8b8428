// @vitest-environment jsdom
// The directory's heading says what the search understood (a place read from the words), and the empty
// state offers a likelier spelling.
import '../../../../test/jsdom-setup';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { UnderstoodPlace } from '@shared/schemas/search-suggest';
import { EmptyState } from './empty-state';
import { ResultsHeader, resultsHeading } from './results-header';

const ATLANTA: UnderstoodPlace = { label: 'Atlanta, GA', city: 'Atlanta', state: 'GA', zip: null };

describe('resultsHeading', () => {
  it('names the place read from the words, with the rest of the words when there are any', () => {
    expect(resultsHeading('hair atlanta', { text: 'hair', place: ATLANTA })).toBe('Results for "hair" in Atlanta, GA');
    expect(resultsHeading('atlanta', { text: '', place: ATLANTA })).toBe('Results in Atlanta, GA');
  });

  it("is the spec's heading when no place was read, or the answer says nothing of it", () => {
    expect(resultsHeading('hair', { text: 'hair', place: null })).toBe('Results for "hair"');
    expect(resultsHeading('hair', null)).toBe('Results for "hair"');
    expect(resultsHeading('hair')).toBe('Results for "hair"');
    expect(resultsHeading('', { text: '', place: ATLANTA })).toBe('Business Directory');
  });

  it('is the page heading', () => {
    render(
      <ResultsHeader
        q="hair 30303"
        understood={{ text: 'hair', place: { ...ATLANTA, label: '30303 (Atlanta, GA)' } }}
        count={3}
        hasMore={false}
        loading={false}
        failed={false}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for "hair" in 30303 (Atlanta, GA)');
  });
});

describe('EmptyState', () => {
  const renderEmpty = (didYouMean?: string | null) =>
    render(
      <MemoryRouter>
        <EmptyState q="bubers" hasFilters={false} onClearFilters={vi.fn()} didYouMean={didYouMean} />
      </MemoryRouter>,
    );

  it('offers the likelier word as a search for it, beside Suggest a Business', () => {
    renderEmpty('barbers');
    expect(screen.getByRole('heading', { name: 'No Results Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Did you mean "barbers"?' }).getAttribute('href')).toBe('/search-results?q=barbers');
    // A link to the page with the form open: it works before the script has run.
    expect(screen.getByRole('link', { name: 'Suggest a Business' }).getAttribute('href')).toBe('/?suggest');
  });

  it('says nothing more when there is no likelier word', () => {
    renderEmpty(null);
    renderEmpty(undefined);
    expect(screen.queryByText(/Did you mean/)).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Suggest a Business' })).toHaveLength(2);
  });
});
