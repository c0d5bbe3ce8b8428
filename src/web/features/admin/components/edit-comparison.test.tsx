// @vitest-environment jsdom
// The edit comparison staff read: the changed words marked in place, business hours as a week and photos
// as pictures.
import '../../../../test/jsdom-setup';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EditComparison } from './edit-comparison';

const WEEKDAYS_9_TO_5 = 'Mon 09:00-17:00, Tue 09:00-17:00, Wed 09:00-17:00, Thu 09:00-17:00, Fri 09:00-17:00';

describe('EditComparison', () => {
  it('strikes the removed words and marks the added ones, named for screen readers', () => {
    const { container } = render(
      <EditComparison original={{ description: 'Fresh bread baked daily' }} proposed={{ description: 'Fresh sourdough baked daily' }} />,
    );
    const removed = container.querySelector('del')!;
    const added = container.querySelector('ins')!;
    expect(removed.textContent).toBe('[removed: bread]');
    expect(added.textContent).toBe('[added: sourdough]');
    expect(container.querySelectorAll('del, ins')).toHaveLength(2);
  });

  it('shows business hours as a week with the changed day marked', () => {
    render(
      <EditComparison
        original={{ businessHours: `${WEEKDAYS_9_TO_5}, Sat Closed, Sun Closed` }}
        proposed={{ businessHours: `${WEEKDAYS_9_TO_5}, Sat Closed, Sun 10:00-16:00` }}
      />,
    );
    const week = screen.getByTestId('hours-week');
    const rows = within(week).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('th [aria-hidden]')?.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    const sunday = rows[6]!;
    expect(sunday.dataset.changed).toBe('true');
    expect(sunday.querySelector('del')?.textContent).toContain('Closed');
    expect(sunday.querySelector('ins')?.textContent).toContain('10:00 AM – 4:00 PM');
    expect(rows[0]!.dataset.changed).toBeUndefined();
    expect(screen.queryByText(/Sun Closed/)).toBeNull();
  });

  it('shows photos as pictures in their order, old beside new', () => {
    render(
      <EditComparison
        original={{ businessPhotos: ['/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.webp'] }}
        proposed={{ businessPhotos: ['/uploads/bbbbbbbbbbbbbbbbbbbbbbbb.webp', '/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.webp'] }}
      />,
    );
    const before = within(screen.getByRole('list', { name: 'Original photos' })).getAllByRole('img');
    const after = within(screen.getByRole('list', { name: 'Proposed photos' })).getAllByRole('img');
    expect(before.map((img) => img.getAttribute('alt'))).toEqual(['Original photo 1 (cover)']);
    expect(after.map((img) => img.getAttribute('alt'))).toEqual(['Proposed photo 1 (cover)', 'Proposed photo 2']);
    expect(screen.queryByText(/\/uploads\//)).toBeNull();
  });
});
