// @vitest-environment jsdom
import '../../../../test/jsdom-setup';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_TYPES } from '@shared/reference';
import type { Suggestion } from '@shared/schemas/search-suggest';
import type { LocationState } from '@web/lib/visitor-location';
import type { SearchFilters } from '../search-params';
import { FiltersSheet, type FiltersSheetProps } from './filters-sheet';

const NONE: SearchFilters = { services: [], price: [], attributes: [] };
const READY: LocationState = { status: 'ready', coords: { latitude: 33.749, longitude: -84.388 } };
const IDLE: LocationState = { status: 'idle' };

const ALL_SERVICES = [...new Set(BUSINESS_TYPES.flatMap((t) => t.services as readonly string[]))].sort((a, b) => a.localeCompare(b));
const BEAUTY = BUSINESS_TYPES.find((t) => t.name === 'Beauty & Personal Care')!.services as readonly string[];

/** The sheet as the page holds it: applying goes to the results, whose address leaves the open state out. */
function OnPage({ onApply, ...props }: FiltersSheetProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <FiltersSheet
      {...props}
      onApply={(filters) => {
        onApply(filters);
        void navigate(pathname, { replace: true });
      }}
    />
  );
}

function setup({
  applied = NONE,
  location = IDLE,
  keep,
  address = '/',
}: { applied?: SearchFilters; location?: LocationState; keep?: URLSearchParams; address?: string } = {}) {
  const onApply = vi.fn<(f: SearchFilters) => void>();
  const onEnableLocation = vi.fn();
  const user = userEvent.setup({ delay: null });
  // A Router: the sheet's open state is in the address, and the place box's suggestions can open a business.
  const view = render(
    <MemoryRouter initialEntries={[address]}>
      <OnPage applied={applied} onApply={onApply} location={location} onEnableLocation={onEnableLocation} keep={keep} />
    </MemoryRouter>,
  );
  const open = async () => {
    await user.click(screen.getByRole('link', { name: /^Filters/ }));
    return screen.getByRole('dialog', { name: 'Filters' });
  };
  return { user, onApply, onEnableLocation, open, ...view };
}

const section = (dialog: HTMLElement, title: string) => within(dialog).getByRole('region', { name: title });
const placeBox = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'City or ZIP code' }) as HTMLInputElement;
const openNow = (dialog: HTMLElement) => within(dialog).getByRole('switch', { name: 'Open now' });
const pill = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });
const pressed = (el: HTMLElement) => el.getAttribute('aria-pressed') === 'true';
const serviceNames = (dialog: HTMLElement) =>
  within(section(dialog, 'Services'))
    .getAllByRole('button')
    .filter((b) => b.hasAttribute('aria-pressed'))
    .map((b) => b.textContent);

describe('FiltersSheet', () => {
  it('labels the trigger, a link to the open state, with the number of active filters', () => {
    const { unmount } = setup();
    expect(screen.getByRole('link', { name: 'Filters' }).getAttribute('href')).toBe('/?filters');
    unmount();

    setup({ applied: { type: 'Retail & Boutiques', services: ['Shoes', 'Books'], price: [2], attributes: [] }, address: '/search-results?q=hair' });
    const trigger = screen.getByRole('link', { name: 'Filters, 4 active' });
    expect(trigger.textContent).toBe('Filters4');
    expect(trigger.getAttribute('href')).toBe('/search-results?q=hair&filters');
  });

  it('opens from the address alone, its × a link to the address without it', async () => {
    const { user } = setup({ address: '/search-results?q=hair&filters' });
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    const close = within(dialog).getByRole('link', { name: 'Close' });
    expect(close.getAttribute('href')).toBe('/search-results?q=hair');
    await user.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Filters' }).getAttribute('href')).toBe('/search-results?q=hair&filters');
  });

  it('is a GET form to the results whose fields are the search parameters, the chosen buttons included', async () => {
    const keep = new URLSearchParams({ q: 'hair', sort: 'rating' });
    const applied: SearchFilters = {
      type: 'Health Care',
      state: 'GA',
      services: ['Dental Care'],
      price: [2],
      attributes: [],
      radius: 10,
      near: 'Decatur, GA',
      open: 'now',
    };
    const { user, open } = setup({ applied, keep, location: READY });
    const dialog = await open();
    const form = dialog.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/search-results');
    expect(within(dialog).getByRole('button', { name: 'Apply Filters' }).getAttribute('type')).toBe('submit');
    const sent = () => Object.fromEntries(new FormData(form) as unknown as Iterable<[string, string]>);
    expect(sent()).toEqual({
      q: 'hair',
      sort: 'rating',
      services: 'Dental Care',
      price: '2',
      radius: '10',
      open: 'now',
      near: 'Decatur, GA',
      type: 'Health Care',
      state: 'GA',
    });

    await user.click(pill(dialog, '$$$ Premium'));
    await user.click(within(dialog).getByRole('radio', { name: 'Any distance' }));
    await user.click(openNow(dialog));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'State' }), 'All states');
    expect(sent()).toEqual({ q: 'hair', sort: 'rating', services: 'Dental Care', price: '2,3', near: 'Decatur, GA', type: 'Health Care', state: '' });
  });

  it('opens on what is applied', async () => {
    const { open } = setup({ applied: { type: 'Retail & Boutiques', state: 'GA', services: ['Shoes'], price: [3], attributes: [] } });
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
      attributes: [],
      radius: undefined,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('choosing All types or All states sets them back to none', async () => {
    const { user, open, onApply } = setup({ applied: { type: 'Health Care', state: 'CA', services: [], price: [], attributes: [] } });
    const dialog = await open();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Business type' }), 'All business types');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'State' }), 'All states');
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    expect(onApply.mock.calls[0]![0]).toEqual({ type: undefined, state: undefined, services: [], price: [], attributes: [] });
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
    const { open } = setup({ applied: { services: [late], price: [], attributes: [] } });
    const dialog = await open();

    expect(serviceNames(dialog)).toEqual([...ALL_SERVICES.slice(0, 12), late]);
    expect(pressed(pill(dialog, late))).toBe(true);
    expect(within(dialog).getByRole('button', { name: `Show all ${ALL_SERVICES.length} services` })).toBeTruthy();
  });

  it("a type shows only that type's services, and chosen services stay visible first", async () => {
    const { user, open, onApply } = setup({ applied: { services: ['Catering'], price: [], attributes: [] } });
    const dialog = await open();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Business type' }), 'Beauty & Personal Care');
    expect(serviceNames(dialog)).toEqual(['Catering', ...BEAUTY]);
    expect(pressed(pill(dialog, 'Catering'))).toBe(true);
    expect(within(dialog).queryByRole('button', { name: /^Show all/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    expect(onApply.mock.calls[0]![0]).toMatchObject({ type: 'Beauty & Personal Care', services: ['Catering'] });
  });

  it('the budget pill All clears the chosen price levels', async () => {
    const { user, open, onApply } = setup({ applied: { services: [], price: [2, 3], attributes: [] } });
    const dialog = await open();
    expect(pressed(pill(dialog, 'All'))).toBe(false);

    await user.click(pill(dialog, 'All'));
    expect(pressed(pill(dialog, 'All'))).toBe(true);
    expect(pressed(pill(dialog, '$$ Moderate'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    expect(onApply.mock.calls[0]![0].price).toEqual([]);
  });

  it('Clear All empties the draft; nothing is applied until Apply Filters', async () => {
    const applied: SearchFilters = {
      type: 'Health Care',
      state: 'NY',
      services: ['Dental Care', 'Pharmacy'],
      price: [1],
      attributes: [],
      radius: 25,
      near: 'Brooklyn, NY',
      open: 'now',
    };
    const { user, open, onApply } = setup({ applied, location: READY });
    const dialog = await open();

    await user.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    expect(onApply).not.toHaveBeenCalled();
    expect((within(dialog).getByRole('combobox', { name: 'Business type' }) as HTMLSelectElement).value).toBe('');
    expect((within(dialog).getByRole('combobox', { name: 'State' }) as HTMLSelectElement).value).toBe('');
    expect(pressed(pill(dialog, 'All'))).toBe(true);
    expect(within(dialog).getByRole('radio', { name: 'Any distance' }).getAttribute('aria-checked')).toBe('true');
    expect(serviceNames(dialog)).toEqual(ALL_SERVICES.slice(0, 12));
    expect(placeBox(dialog).value).toBe('');
    expect(openNow(dialog).getAttribute('aria-checked')).toBe('false');

    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    const sent = onApply.mock.calls[0]![0];
    expect(sent).toEqual({ services: [], price: [], attributes: [] });
    expect(sent.type ?? sent.state ?? sent.radius ?? sent.near ?? sent.open).toBeUndefined();
  });

  it('closing without applying throws the draft away', async () => {
    const applied: SearchFilters = { services: ['Bakery'], price: [], attributes: [] };
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

    await user.click(within(dialog).getByRole('link', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onApply).not.toHaveBeenCalled();
  });

  describe('where: the location and the distance', () => {
    it('without a location: distances disabled, Any distance shown, and a button to enable the location', async () => {
      const { user, open, onEnableLocation } = setup();
      const dialog = await open();
      const distance = section(dialog, 'Where');

      expect(within(distance).getByText('Enable location or name a place to filter by distance.')).toBeTruthy();
      const radios = within(distance).getAllByRole('radio');
      expect(radios.map((r) => r.textContent)).toEqual(['Any distance', '5 miles', '10 miles', '25 miles', '50 miles']);
      expect(radios.every((r) => (r as HTMLButtonElement).disabled)).toBe(true);
      expect(within(distance).getByRole('radio', { name: 'Any distance' }).getAttribute('aria-checked')).toBe('true');
      expect(within(distance).getByRole('radiogroup', { name: 'Distance' }).getAttribute('aria-disabled')).toBe('true');

      await user.click(within(distance).getByRole('button', { name: 'Enable Location' }));
      expect(onEnableLocation).toHaveBeenCalledTimes(1);
    });

    it('a radius applied before the location is known shows as chosen, disabled, and stays applied', async () => {
      const { user, open, onApply } = setup({ applied: { services: [], price: [], attributes: [], radius: 10 } });
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
      const distance = section(await open(), 'Where');
      expect(within(distance).getByText('Finding your location...')).toBeTruthy();
      expect((within(distance).getByRole('button', { name: 'Finding you...' }) as HTMLButtonElement).disabled).toBe(true);
    });

    it('while checking the permission: the button is busy', async () => {
      const { open } = setup({ location: { status: 'checking' } });
      const distance = section(await open(), 'Where');
      expect((within(distance).getByRole('button', { name: 'Finding you...' }) as HTMLButtonElement).disabled).toBe(true);
    });

    it('with a location: a radius can be chosen and is applied', async () => {
      const { user, open, onApply } = setup({ location: READY });
      const dialog = await open();
      const distance = section(dialog, 'Where');

      expect(within(distance).getByText('Distances from your location, unless you name a place.')).toBeTruthy();
      // The spec's hint is for results ordered by distance, not for the sheet.
      expect(within(dialog).queryByText('Near your location')).toBeNull();
      expect(within(distance).queryByRole('button', { name: 'Enable Location' })).toBeNull();
      await user.click(within(distance).getByRole('radio', { name: '10 miles' }));
      expect(within(distance).getByRole('radio', { name: '10 miles' }).getAttribute('aria-checked')).toBe('true');
      expect(within(distance).getByRole('radio', { name: 'Any distance' }).getAttribute('aria-checked')).toBe('false');

      await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
      expect(onApply.mock.calls[0]![0]).toEqual({ services: [], price: [], attributes: [], radius: 10 });
    });

    it('with a location: Any distance removes an applied radius', async () => {
      const { user, open, onApply } = setup({ applied: { services: [], price: [], attributes: [], radius: 50 }, location: READY });
      const dialog = await open();
      expect(within(dialog).getByRole('radio', { name: '50 miles' }).getAttribute('aria-checked')).toBe('true');

      await user.click(within(dialog).getByRole('radio', { name: 'Any distance' }));
      await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
      expect(onApply.mock.calls[0]![0].radius).toBeUndefined();
    });

    it('a refused location shows its message and still offers to try again', async () => {
      const location: LocationState = { status: 'error', message: 'Location access was denied.', denied: true, unsupported: false };
      const { open } = setup({ location });
      const distance = section(await open(), 'Where');
      expect(within(distance).getByText('Location access was denied.')).toBeTruthy();
      expect(within(distance).getByRole('button', { name: 'Enable Location' })).toBeTruthy();
    });

    it('a browser without geolocation shows its message and no button', async () => {
      const location: LocationState = { status: 'error', message: 'Your browser does not support location.', denied: false, unsupported: true };
      const { open } = setup({ location });
      const distance = section(await open(), 'Where');
      expect(within(distance).getByText('Your browser does not support location.')).toBeTruthy();
      expect(within(distance).queryByRole('button', { name: 'Enable Location' })).toBeNull();
      expect(
        within(distance)
          .getAllByRole('radio')
          .every((r) => (r as HTMLButtonElement).disabled),
      ).toBe(true);
    });
  });

  describe('where: a place instead of the location', () => {
    const ITEMS: Suggestion[] = [
      { kind: 'business', label: 'Atlanta Soul Kitchen', id: 3, detail: 'Restaurants & Food Services · Atlanta', query: 'Atlanta Soul Kitchen' },
      { kind: 'type', label: 'Arts & Entertainment', query: 'Arts & Entertainment' },
      { kind: 'place', label: 'Atlanta, GA', query: 'Atlanta, GA' },
      { kind: 'place', label: '30303 (Atlanta, GA)', query: '30303' },
    ];
    let asked: string[] = [];

    beforeEach(() => {
      asked = [];
      vi.stubGlobal('fetch', async (url: string) => {
        const u = new URL(url, 'http://localhost');
        expect(u.pathname).toBe('/api/suggest');
        asked.push(u.searchParams.get('q') ?? '');
        return new Response(JSON.stringify({ items: ITEMS }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      });
    });
    afterEach(() => vi.unstubAllGlobals());

    it('the sheet opens with the focus on itself, not in the place box (no keyboard over it on a phone)', async () => {
      const { open } = setup();
      const dialog = await open();
      expect(document.activeElement).toBe(dialog);
      expect(placeBox(dialog).getAttribute('aria-expanded')).toBe('false');
    });

    it('suggests places only; the arrow keys and Enter choose one, which fills the box', async () => {
      const { user, open, onApply } = setup();
      const dialog = await open();
      const box = placeBox(dialog);

      await user.type(box, 'atl');
      const list = await within(dialog).findByRole('listbox', { name: 'Suggestions' });
      expect(asked).toEqual(['atl']);
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Atlanta, GA, Place', '30303 (Atlanta, GA), Place']);

      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[1]!.id);
      await user.keyboard('{Enter}');
      expect(box.value).toBe('30303');
      expect(box.getAttribute('aria-expanded')).toBe('false');
      expect(onApply).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Filters' })).toBe(dialog);
    });

    it('a place enables the distance without the location; both are applied with Apply Filters', async () => {
      const { user, open, onApply } = setup({ location: { status: 'error', message: 'Location access denied by user', denied: true, unsupported: false } });
      const dialog = await open();
      const ten = () => within(dialog).getByRole('radio', { name: '10 miles' }) as HTMLButtonElement;
      expect(ten().disabled).toBe(true);

      await user.type(placeBox(dialog), '  Decatur,   GA ');
      expect(ten().disabled).toBe(false);
      await user.click(ten());
      await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
      expect(onApply.mock.calls[0]![0]).toEqual({ services: [], price: [], attributes: [], near: 'Decatur, GA', radius: 10 });
    });

    it('a tap on a suggestion chooses it; Clear place empties the box and disables the distance again', async () => {
      const { user, open } = setup();
      const dialog = await open();
      await user.type(placeBox(dialog), 'at');
      await user.click(await within(dialog).findByRole('option', { name: /^Atlanta, GA/ }));
      expect(placeBox(dialog).value).toBe('Atlanta, GA');
      expect((within(dialog).getByRole('radio', { name: '25 miles' }) as HTMLButtonElement).disabled).toBe(false);

      await user.click(within(dialog).getByRole('button', { name: 'Clear place' }));
      expect(placeBox(dialog).value).toBe('');
      expect(document.activeElement).toBe(placeBox(dialog));
      expect((within(dialog).getByRole('radio', { name: '25 miles' }) as HTMLButtonElement).disabled).toBe(true);
    });

    it('Escape closes the suggestions and keeps the sheet open; a second Escape closes the sheet', async () => {
      const { user, open, onApply } = setup();
      const dialog = await open();
      await user.type(placeBox(dialog), 'atl');
      await within(dialog).findByRole('listbox');
      await user.keyboard('{Escape}');
      expect(placeBox(dialog).getAttribute('aria-expanded')).toBe('false');
      expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
      expect(placeBox(dialog).value).toBe('atl');

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(onApply).not.toHaveBeenCalled();
    });

    it('opens on an applied place', async () => {
      const { open } = setup({ applied: { services: [], price: [], attributes: [], near: 'Houston, TX', radius: 50 } });
      const dialog = await open();
      expect(placeBox(dialog).value).toBe('Houston, TX');
      expect(within(dialog).getByRole('radio', { name: '50 miles' }).getAttribute('aria-checked')).toBe('true');
      expect((within(dialog).getByRole('radio', { name: '50 miles' }) as HTMLButtonElement).disabled).toBe(false);
    });
  });

  describe('open now', () => {
    it('is a named switch, turned on with the keyboard and applied with Apply Filters', async () => {
      const { user, open, onApply } = setup();
      const dialog = await open();
      const toggle = openNow(dialog);
      expect(toggle.getAttribute('aria-checked')).toBe('false');
      expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(toggle.getAttribute('aria-describedby')!)!.textContent).toBe("In each business's own local time.");

      toggle.focus();
      await user.keyboard(' ');
      expect(toggle.getAttribute('aria-checked')).toBe('true');
      expect(onApply).not.toHaveBeenCalled();
      await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
      expect(onApply.mock.calls[0]![0]).toEqual({ services: [], price: [], attributes: [], open: 'now' });
    });

    it('opens on, and a click turns it off', async () => {
      const { user, open, onApply } = setup({ applied: { services: [], price: [], attributes: [], open: 'now' } });
      const dialog = await open();
      expect(openNow(dialog).getAttribute('aria-checked')).toBe('true');
      await user.click(within(dialog).getByText('Open now'));
      expect(openNow(dialog).getAttribute('aria-checked')).toBe('false');
      await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
      expect(onApply.mock.calls[0]![0].open).toBeUndefined();
    });
  });
});
