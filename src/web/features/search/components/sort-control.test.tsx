// @vitest-environment jsdom
// The order control beside Filters (labelled 'Sort': Best match, Nearest, Highest rated; Nearest disabled
// with its reason until a center is known), the heading's distance hint, and 'Sort by distance' in the
// location prompt's place.
import '../../../../test/jsdom-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LocationState } from '@web/lib/visitor-location';
import type { SearchSort } from '../search-params';
import { LocationPrompt } from './location-prompt';
import { ResultsHeader } from './results-header';
import { SortControl } from './sort-control';

function setup(value: SearchSort, nearestAvailable: boolean) {
  const onChange = vi.fn<(sort: SearchSort) => void>();
  const user = userEvent.setup({ delay: null });
  render(<SortControl value={value} onChange={onChange} nearestAvailable={nearestAvailable} />);
  const select = screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement;
  return { user, onChange, select };
}

const optionTexts = (select: HTMLSelectElement) => [...select.options].map((o) => o.textContent);

describe('SortControl', () => {
  it("is a select named 'Sort' showing the order in use", () => {
    const { select } = setup('rating', true);
    expect(select.value).toBe('rating');
    expect(optionTexts(select)).toEqual(['Best match', 'Nearest', 'Highest rated']);
    expect([...select.options].every((o) => !o.disabled)).toBe(true);
  });

  it('is reached with Tab and changes the order at once', async () => {
    const { user, onChange, select } = setup('relevance', true);
    await user.tab();
    expect(document.activeElement).toBe(select);
    await user.selectOptions(select, 'Highest rated');
    expect(onChange).toHaveBeenLastCalledWith('rating');
    await user.selectOptions(select, 'Nearest');
    expect(onChange).toHaveBeenLastCalledWith('nearest');
  });

  it('without a location or a place, Nearest is disabled and says why', async () => {
    const { user, onChange, select } = setup('relevance', false);
    const nearest = [...select.options].find((o) => o.value === 'nearest')!;
    expect(nearest.disabled).toBe(true);
    expect(nearest.textContent).toBe('Nearest (set a place or enable location)');
    await user.selectOptions(select, 'Highest rated');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('rating');
  });
});

describe('ResultsHeader: the distance hint', () => {
  const base = { q: '', count: 5, hasMore: false, loading: false, failed: false };

  it("says 'Near your location' or 'Near {place}' only when told the order is by distance", () => {
    const { rerender } = render(<ResultsHeader {...base} />);
    expect(screen.queryByText(/^Near /)).toBeNull();
    rerender(<ResultsHeader {...base} near="Near your location" />);
    expect(screen.getByText('Near your location')).toBeTruthy();
    rerender(<ResultsHeader {...base} near="Near Atlanta, GA" />);
    expect(screen.getByText('Near Atlanta, GA')).toBeTruthy();
  });
});

describe('LocationPrompt: Sort by distance', () => {
  const READY: LocationState = { status: 'ready', coords: { latitude: 33.749, longitude: -84.388 } };

  it("with the location known, offers 'Sort by distance' in the prompt's place only when asked to", async () => {
    const user = userEvent.setup({ delay: null });
    const onSortByDistance = vi.fn();
    const { rerender, container } = render(<LocationPrompt location={READY} onEnable={vi.fn()} />);
    expect(container.textContent).toBe('');

    rerender(<LocationPrompt location={READY} onEnable={vi.fn()} onSortByDistance={onSortByDistance} />);
    expect(screen.getByText('Your location is on')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enable Location' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sort by distance' }));
    expect(onSortByDistance).toHaveBeenCalledTimes(1);
  });

  it('without the location, asks for it and offers no sorting', () => {
    render(<LocationPrompt location={{ status: 'idle' }} onEnable={vi.fn()} onSortByDistance={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Enable Location' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sort by distance' })).toBeNull();
  });
});
