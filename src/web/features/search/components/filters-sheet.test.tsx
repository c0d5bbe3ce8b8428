// @vitest-environment jsdom
import '../../../../test/jsdom-setup';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BUSINESS_TYPES } from '@shared/reference';
import type { LocationState } from '@web/lib/visitor-location';
import type { SearchFilters } from '../search-params';
import { FiltersSheet } from './filters-sheet';

const NONE: SearchFilters = { services: [], price: [] };
const READY: LocationState = { status: 'ready', coords: { latitude: 33.749, longitude: -84.388 } };
const IDLE: LocationState = { status: 'idle' };

const ALL_SERVICES = [...new Set(BUSINESS_TYPES.flatMap((t) => t.services as readonly string[]))].sort((a, b) => a.localeCompare(b));
const BEAUTY = BUSINESS_TYPES.find((t) => t.name === 'Beauty & Personal Care')!.services as readonly string[];

function setup({ applied = NONE, location = IDLE }: { applied?: SearchFilters; location?: LocationState } = {}) {
  const onApply = vi.fn<(f: SearchFilters) => void>();
  const onEnableLocation = vi.fn();
  const user = userEvent.setup({ delay: null });
  const view = render(<FiltersSheet applied={applied} onApply={onApply} location={location} onEnableLocation={onEnableLocation} />);
  const open = async () => {
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    return screen.getByRole('dialog', { name: 'Filters' });
  };
  return { user, onApply, onEnableLocation, open, ...view };
}

const section = (dialog: HTMLElement, title: string) => within(dialog).getByRole('region', { name: title });
const pill = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });
const pressed = (el: HTMLElement) => el.getAttribute('aria-pressed') === 'true';
const serviceNames = (dialog: HTMLElement) =>
  within(section(dialog, 'Services'))
    .getAllByRole('button')
    .filter((b) => b.hasAttribute('aria-pressed'))
    .map((b) => b.textContent);

describe('FiltersSheet', () => {
  it('labels the trigger with the number of active filters', () => {
    const { rerender } = setup();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();

    const props = { onApply: vi.fn(), location: IDLE, onEnableLocation: vi.fn() };
    rerender(<FiltersSheet applied={{ type: 'Retail & Boutiques', services: ['Shoes', 'Books'], price: [2] }} {...props} />);
    const trigger = screen.getByRole('button', { name: 'Filters, 4 active' });
    expect(trigger.textContent).toBe('Filters4');
  });

  it('opens on what is applied', async () => {
    const { open } = setup({ applied: { type: 'Retail & Boutiques', state: 'GA', services: ['Shoes'], price: [3] } });
    const dialog = await open();

    expect((within(dialog).getByRole('combobox', { name: 'Business type' }) as HTMLSelectElement).value).toBe('Retail & Boutiques');
    expect((within(dialog).getByRole('combobox', { name: 'State' }) as HTMLSelectElement).value).toBe('GA');
    expect(pressed(pill(dialog, 'Shoes'))).toBe(true);
    expect(pressed(pill(dialog, 'Books'))).toBe(false);
    expect(pressed(pill(dialog, '$$$ Premium'))).toBe(true);
    expect(pressed(pill(dialog, 'All'))).toBe(false);
  });

  it('applies the draft: type, state, services and budget, then closes', async () => {
    const { user, open, onApply } = setup();
    const dialog = await open();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Business type' }), 'Beauty & Personal Care');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'State' }), 'Georgia');
    await user.click(pill(dialog, 'Nail Services'));
    await user.click(pill(dialog, 'Skincare'));
    await user.click(pill(dialog, 'Skincare'));
    await user.click(pill(dialog, '$$$$ Luxury'));
    await user.click(pill(dialog, '$ Budget-friendly'));
    expect(pressed(pill(dialog, 'Nail Services'))).toBe(true);
    expect(pressed(pill(dialog, 'Skincare'))).toBe(false);
    expect(pressed(pill(dialog, 'All'))).toBe(false);
    expect(onApply).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply.mock.calls[0]![0]).toEqual({
      type: 'Beauty & Personal Care',
      state: 'GA',
      services: ['Nail Services'],
      price: [1, 4],
      radius: undefined,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('choosing All types or All states sets them back to none', async () => {
    const { user, open, onApply } = setup({ applied: { type: 'Health Care', state: 'CA', services: [], price: [] } });
    const dialog = await open();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Business type' }), 'All business types');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'State' }), 'All states');
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    expect(onApply.mock.calls[0]![0]).toEqual({ type: undefined, state: undefined, services: [], price: [] });
  });

  it('without a type shows the first 12 of all services, and all of them on request', async () => {
    const { user, open } = setup();
    const dialog = await open();

    expect(serviceNames(dialog)).toEqual(ALL_SERVICES.slice(0, 12));
    await user.click(within(dialog).getByRole('button', { name: `Show all ${ALL_SERVICES.length} services` }));
    expect(serviceNames(dialog)).toEqual(ALL_SERVICES);
    expect(within(dialog).queryByRole('button', { name: /^Show all/ })).toBeNull();

    // Each opening starts collapsed again.
    await user.keyboard('{Escape}');
    expect(serviceNames(await open())).toEqual(ALL_SERVICES.slice(0, 12));
  });

  it('collapsed, a chosen service past the first 12 still shows, in its place after them', async () => {
    const late = ALL_SERVICES[40]!;
    const { open } = setup({ applied: { services: [late], price: [] } });
    const dialog = await open();

    expect(serviceNames(dialog)).toEqual([...ALL_SERVICES.slice(0, 12), late]);
    expect(pressed(pill(dialog, late))).toBe(true);
    expect(within(dialog).getByRole('button', { name: `Show all ${ALL_SERVICES.length} services` })).toBeTruthy();
  });

  it("a type shows only that type's services, and chosen services stay visible first", async () => {
    const { user, open, onApply } = setup({ applied: { services: ['Catering'], price: [] } });
    const dialog = await open();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Business type' }), 'Beauty & Personal Care');
    expect(serviceNames(dialog)).toEqual(['Catering', ...BEAUTY]);
    expect(pressed(pill(dialog, 'Catering'))).toBe(true);
    expect(within(dialog).queryByRole('button', { name: /^Show all/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    expect(onApply.mock.calls[0]![0]).toMatchObject({ type: 'Beauty & Personal Care', services: ['Catering'] });
  });

  it('the budget pill All clears the chosen price levels', async () => {
    const { user, open, onApply } = setup({ applied: { services: [], price: [2, 3] } });
    const dialog = await open();
    expect(pressed(pill(dialog, 'All'))).toBe(false);

    await user.click(pill(dialog, 'All'));
    expect(pressed(pill(dialog, 'All'))).toBe(true);
    expect(pressed(pill(dialog, '$$ Moderate'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    expect(onApply.mock.calls[0]![0].price).toEqual([]);
  });

  it('Clear All empties the draft; nothing is applied until Apply Filters', async () => {
    const applied: SearchFilters = { type: 'Health Care', state: 'NY', services: ['Dental Care', 'Pharmacy'], price: [1], radius: 25 };
    const { user, open, onApply } = setup({ applied, location: READY });
    const dialog = await open();

    await user.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    expect(onApply).not.toHaveBeenCalled();
    expect((within(dialog).getByRole('combobox', { name: 'Business type' }) as HTMLSelectElement).value).toBe('');
    expect((within(dialog).getByRole('combobox', { name: 'State' }) as HTMLSelectElement).value).toBe('');
    expect(pressed(pill(dialog, 'All'))).toBe(true);
    expect(within(dialog).getByRole('radio', { name: 'Any distance' }).getAttribute('aria-checked')).toBe('true');
    expect(serviceNames(dialog)).toEqual(ALL_SERVICES.slice(0, 12));

    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    const sent = onApply.mock.calls[0]![0];
    expect(sent).toEqual({ services: [], price: [] });
    expect(sent.type ?? sent.state ?? sent.radius).toBeUndefined();
  });

  it('closing without applying throws the draft away', async () => {
    const applied: SearchFilters = { services: ['Bakery'], price: [] };
    const { user, open, onApply } = setup({ applied });
    let dialog = await open();

    await user.click(pill(dialog, 'Bakery'));
    expect(pressed(pill(dialog, 'Bakery'))).toBe(false);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'State' }), 'Texas');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onApply).not.toHaveBeenCalled();

    dialog = await open();
    expect(pressed(pill(dialog, 'Bakery'))).toBe(true);
    expect((within(dialog).getByRole('combobox', { name: 'State' }) as HTMLSelectElement).value).toBe('');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onApply).not.toHaveBeenCalled();
  });

  describe('distance', () => {
    it('without a location: distances disabled, Any distance shown, and a button to enable the location', async () => {
      const { user, open, onEnableLocation } = setup();
      const dialog = await open();
      const distance = section(dialog, 'Distance');

      expect(within(distance).getByText('Enable location to filter by distance.')).toBeTruthy();
      const radios = within(distance).getAllByRole('radio');
      expect(radios.map((r) => r.textContent)).toEqual(['Any distance', '5 miles', '10 miles', '25 miles', '50 miles']);
      expect(radios.every((r) => (r as HTMLButtonElement).disabled)).toBe(true);
      expect(within(distance).getByRole('radio', { name: 'Any distance' }).getAttribute('aria-checked')).toBe('true');
      expect(within(distance).getByRole('radiogroup', { name: 'Distance' }).getAttribute('aria-disabled')).toBe('true');

      await user.click(within(distance).getByRole('button', { name: 'Enable Location' }));
      expect(onEnableLocation).toHaveBeenCalledTimes(1);
    });

    it('a radius applied before the location is known shows as chosen, disabled, and stays applied', async () => {
      const { user, open, onApply } = setup({ applied: { services: [], price: [], radius: 10 } });
      const dialog = await open();
      const ten = within(dialog).getByRole('radio', { name: '10 miles' });
      expect(ten.getAttribute('aria-checked')).toBe('true');
      expect((ten as HTMLButtonElement).disabled).toBe(true);
      expect(within(dialog).getByRole('radio', { name: 'Any distance' }).getAttribute('aria-checked')).toBe('false');
      await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
      expect(onApply.mock.calls[0]![0]).toMatchObject({ radius: 10 });
    });

    it('while locating: says so and the button is busy', async () => {
      const { open } = setup({ location: { status: 'locating' } });
      const distance = section(await open(), 'Distance');
      expect(within(distance).getByText('Finding your location...')).toBeTruthy();
      expect((within(distance).getByRole('button', { name: 'Finding you...' }) as HTMLButtonElement).disabled).toBe(true);
    });

    it('while checking the permission: the button is busy', async () => {
      const { open } = setup({ location: { status: 'checking' } });
      const distance = section(await open(), 'Distance');
      expect((within(distance).getByRole('button', { name: 'Finding you...' }) as HTMLButtonElement).disabled).toBe(true);
    });

    it('with a location: a radius can be chosen and is applied', async () => {
      const { user, open, onApply } = setup({ location: READY });
      const dialog = await open();
      const distance = section(dialog, 'Distance');

      expect(within(distance).getByText('Near your location')).toBeTruthy();
      expect(within(distance).queryByRole('button', { name: 'Enable Location' })).toBeNull();
      await user.click(within(distance).getByRole('radio', { name: '10 miles' }));
      expect(within(distance).getByRole('radio', { name: '10 miles' }).getAttribute('aria-checked')).toBe('true');
      expect(within(distance).getByRole('radio', { name: 'Any distance' }).getAttribute('aria-checked')).toBe('false');

      await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
      expect(onApply.mock.calls[0]![0]).toEqual({ services: [], price: [], radius: 10 });
    });

    it('with a location: Any distance removes an applied radius', async () => {
      const { user, open, onApply } = setup({ applied: { services: [], price: [], radius: 50 }, location: READY });
      const dialog = await open();
      expect(within(dialog).getByRole('radio', { name: '50 miles' }).getAttribute('aria-checked')).toBe('true');

      await user.click(within(dialog).getByRole('radio', { name: 'Any distance' }));
      await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
      expect(onApply.mock.calls[0]![0].radius).toBeUndefined();
    });

    it('a refused location shows its message and still offers to try again', async () => {
      const location: LocationState = { status: 'error', message: 'Location access was denied.', denied: true, unsupported: false };
      const { open } = setup({ location });
      const distance = section(await open(), 'Distance');
      expect(within(distance).getByText('Location access was denied.')).toBeTruthy();
      expect(within(distance).getByRole('button', { name: 'Enable Location' })).toBeTruthy();
    });

    it('a browser without geolocation shows its message and no button', async () => {
      const location: LocationState = { status: 'error', message: 'Your browser does not support location.', denied: false, unsupported: true };
      const { open } = setup({ location });
      const distance = section(await open(), 'Distance');
      expect(within(distance).getByText('Your browser does not support location.')).toBeTruthy();
      expect(within(distance).queryByRole('button')).toBeNull();
      expect(
        within(distance)
          .getAllByRole('radio')
          .every((r) => (r as HTMLButtonElement).disabled),
      ).toBe(true);
    });
  });
});
