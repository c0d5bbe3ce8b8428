// @vitest-environment jsdom
import '../../../test/jsdom-setup';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { defaultWeeklyHours, formatWeeklyHours, type DayHours } from '@shared/weekly-hours';
import type { HoursValue } from './form-values';
import { HoursEditor, type HoursEditorProps } from './hours-editor';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function weekly(week: DayHours[] = defaultWeeklyHours(), text = ''): HoursValue {
  return { mode: 'weekly', week, text };
}

/** The editor as a form holds it: every change comes back as the new value (and is recorded). */
function Harness({
  initial,
  onChange,
  ...props
}: Omit<HoursEditorProps, 'value' | 'onChange' | 'idPrefix'> & { initial: HoursValue; onChange: (v: HoursValue) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <HoursEditor
      idPrefix="test"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      {...props}
    />
  );
}

function renderEditor(initial: HoursValue = weekly(), props: Omit<HoursEditorProps, 'value' | 'onChange' | 'idPrefix'> = {}) {
  const onChange = vi.fn<(v: HoursValue) => void>();
  const user = userEvent.setup({ delay: null });
  render(<Harness initial={initial} onChange={onChange} {...props} />);
  return { onChange, user, last: () => onChange.mock.lastCall?.[0] };
}

const daySwitch = (day: string) => screen.getByRole('switch', { name: `Open on ${day}` });
const opensAt = (day: string) => screen.getByLabelText(`${day} opens at`) as HTMLInputElement;
const closesAt = (day: string) => screen.getByLabelText(`${day} closes at`) as HTMLInputElement;
const queryOpensAt = (day: string) => screen.queryByLabelText(`${day} opens at`);
const rowOf = (day: string) => screen.getByText(day, { selector: 'span' }).closest('li')!;

describe('HoursEditor', () => {
  it('shows the default week: weekdays open 09:00 to 17:00, the weekend closed with no times', () => {
    renderEditor();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    for (const day of DAYS.slice(0, 5)) {
      expect(daySwitch(day).getAttribute('aria-checked')).toBe('true');
      expect(opensAt(day).value).toBe('09:00');
      expect(closesAt(day).value).toBe('17:00');
      expect(within(rowOf(day)).getByText('Open')).toBeTruthy();
    }
    for (const day of ['Saturday', 'Sunday']) {
      expect(daySwitch(day).getAttribute('aria-checked')).toBe('false');
      expect(queryOpensAt(day)).toBeNull();
      expect(within(rowOf(day)).getByText('Closed')).toBeTruthy();
    }
  });

  it('switching a weekday off closes it, keeps its times for later and leaves the other days alone', async () => {
    const { user, onChange, last } = renderEditor();
    await user.click(daySwitch('Monday'));

    expect(onChange).toHaveBeenCalledTimes(1);
    const week = last()!.week;
    expect(week[0]).toEqual({ open: false, from: '09:00', to: '17:00' });
    expect(week.slice(1)).toEqual(defaultWeeklyHours().slice(1));
    expect(daySwitch('Monday').getAttribute('aria-checked')).toBe('false');
    expect(queryOpensAt('Monday')).toBeNull();

    await user.click(daySwitch('Monday'));
    expect(last()!.week[0]).toEqual({ open: true, from: '09:00', to: '17:00' });
    expect(opensAt('Monday').value).toBe('09:00');
  });

  // A closed day switched open takes back its own times; without any, a weekend day gets 10:00-16:00, a weekday none.
  it.each([
    ['a weekend day switched open from scratch starts at 10:00-16:00', 'Saturday', { from: '', to: '' }, { from: '10:00', to: '16:00' }],
    ['a weekend day that already has its own times keeps them when switched open', 'Sunday', { from: '12:00', to: '18:00' }, { from: '12:00', to: '18:00' }],
    ['a weekday switched open from scratch does not get the weekend defaults', 'Wednesday', { from: '', to: '' }, { from: '', to: '' }],
  ])('%s', async (_name, day, closed, opened) => {
    const index = DAYS.indexOf(day);
    const week = defaultWeeklyHours();
    week[index] = { open: false, ...closed };
    const { user, last } = renderEditor(weekly(week));

    await user.click(daySwitch(day));
    expect(last()!.week[index]).toEqual({ open: true, ...opened });
    expect(opensAt(day).value).toBe(opened.from);
    expect(closesAt(day).value).toBe(opened.to);
  });

  it('editing a time changes only that day and that end', async () => {
    const { user, last } = renderEditor();
    await user.clear(opensAt('Tuesday'));
    expect(last()!.week[1]).toEqual({ open: true, from: '', to: '17:00' });

    await user.type(opensAt('Tuesday'), '08:30');
    await user.clear(closesAt('Tuesday'));
    await user.type(closesAt('Tuesday'), '18:45');

    const week = last()!.week;
    expect(week[1]).toEqual({ open: true, from: '08:30', to: '18:45' });
    expect(week.filter((_, i) => i !== 1)).toEqual(defaultWeeklyHours().filter((_, i) => i !== 1));
    expect(opensAt('Tuesday').value).toBe('08:30');
    expect(closesAt('Tuesday').value).toBe('18:45');
  });

  it("shows a day's error under that day and marks only its times invalid", () => {
    renderEditor(weekly(), { dayErrors: { 2: 'Opening and closing times must differ' } });

    const row = rowOf('Wednesday');
    expect(within(row).getByText('Opening and closing times must differ')).toBeTruthy();
    expect(opensAt('Wednesday').getAttribute('aria-invalid')).toBe('true');
    expect(closesAt('Wednesday').getAttribute('aria-invalid')).toBe('true');
    expect(opensAt('Tuesday').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getAllByText('Opening and closing times must differ')).toHaveLength(1);
  });

  it('Reset goes back to 9 to 5 on weekdays with the weekend closed', async () => {
    const week = defaultWeeklyHours().map((d) => ({ ...d, open: true, from: '07:00', to: '23:00' }));
    const { user, last } = renderEditor(weekly(week));

    await user.click(screen.getByRole('button', { name: 'Reset to 9 to 5, weekdays' }));
    expect(last()).toEqual({ mode: 'weekly', week: defaultWeeklyHours(), text: '' });
    expect(opensAt('Friday').value).toBe('09:00');
    expect(queryOpensAt('Saturday')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Hours reset to 9 to 5 on weekdays.');

    // One tap puts the hours back.
    await user.click(screen.getByRole('button', { name: 'Undo reset' }));
    expect(last()).toEqual(weekly(week));
    expect(opensAt('Saturday').value).toBe('07:00');
    expect(screen.getByRole('button', { name: 'Reset to 9 to 5, weekdays' })).toBeTruthy();
  });

  it('offers Undo only until the hours change again', async () => {
    const week = defaultWeeklyHours().map((d) => ({ ...d, open: true, from: '07:00', to: '23:00' }));
    const { user } = renderEditor(weekly(week));
    await user.click(screen.getByRole('button', { name: 'Reset to 9 to 5, weekdays' }));
    await user.click(screen.getByRole('switch', { name: /Saturday/ }));
    expect(screen.queryByRole('button', { name: 'Undo reset' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reset to 9 to 5, weekdays' })).toBeTruthy();
  });

  it('offers the reset again after an undo, even when the hours were 9 to 5 already', async () => {
    const { user } = renderEditor(weekly(defaultWeeklyHours()));
    await user.click(screen.getByRole('button', { name: 'Reset to 9 to 5, weekdays' }));
    await user.click(screen.getByRole('button', { name: 'Undo reset' }));
    expect(screen.queryByRole('button', { name: 'Undo reset' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reset to 9 to 5, weekdays' })).toBeTruthy();
  });

  it('offers typed hours only when allowed', () => {
    renderEditor();
    expect(screen.queryByRole('button', { name: 'Type the hours instead' })).toBeNull();
  });

  it('switching to typed hours starts from the week as text, and back again keeps the week and the text', async () => {
    const week = defaultWeeklyHours();
    week[0] = { open: false, from: '09:00', to: '17:00' };
    const { user, last } = renderEditor(weekly(week), { allowText: true });

    await user.click(screen.getByRole('button', { name: 'Type the hours instead' }));
    const expectedText = formatWeeklyHours(week);
    expect(expectedText).toMatch(/^Mon Closed, Tue 09:00-17:00, .*Sun Closed$/);
    expect(last()).toEqual({ mode: 'text', week, text: expectedText });

    const input = screen.getByLabelText('Business hours') as HTMLInputElement;
    expect(input.value).toBe(expectedText);
    expect(screen.queryAllByRole('switch')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'By appointment only');
    expect(last()).toEqual({ mode: 'text', week, text: 'By appointment only' });

    await user.click(screen.getByRole('button', { name: 'Use the weekly schedule' }));
    expect(last()).toEqual({ mode: 'weekly', week, text: 'By appointment only' });
    expect(daySwitch('Monday').getAttribute('aria-checked')).toBe('false');
    expect(opensAt('Tuesday').value).toBe('09:00');

    // Typed text is not thrown away by a round trip to the week.
    await user.click(screen.getByRole('button', { name: 'Type the hours instead' }));
    expect((screen.getByLabelText('Business hours') as HTMLInputElement).value).toBe('By appointment only');
  });

  it('shows the typed-hours error tied to the input', () => {
    renderEditor({ mode: 'text', week: defaultWeeklyHours(), text: '' }, { textError: 'Please enter your business hours' });
    const input = screen.getByLabelText('Business hours');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('Please enter your business hours');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
    expect(error.id).toBe('test-hours-text-error');
  });

  it('typed hours without an error are not marked invalid', () => {
    renderEditor({ mode: 'text', week: defaultWeeklyHours(), text: 'Mon-Fri 9am-5pm' });
    const input = screen.getByLabelText('Business hours') as HTMLInputElement;
    expect(input.value).toBe('Mon-Fri 9am-5pm');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });
});
