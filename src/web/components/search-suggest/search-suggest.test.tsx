// @vitest-environment jsdom
// The search boxes' suggestions (the WAI-ARIA combobox pattern): asked for once typing pauses, only the
// newest answer shown, walked with the arrow keys, chosen with Enter or a tap, closed with Escape.
import '../../../test/jsdom-setup';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Suggestion } from '@shared/schemas/search-suggest';
import { SearchForm } from '@web/components/search-form';
import { SearchBox } from '@web/features/search/components/search-box';
import { NewBusinessFilters } from '@web/features/listings/components/new-business-filters';

const ITEMS: Suggestion[] = [
  { kind: 'business', label: 'Crown & Glory Hair Studio', id: 7, detail: 'Beauty & Personal Care · Atlanta', query: 'Crown & Glory Hair Studio' },
  { kind: 'type', label: 'Beauty & Personal Care', query: 'Beauty & Personal Care' },
  { kind: 'service', label: 'Hair Services', query: 'Hair Services' },
  { kind: 'place', label: 'Atlanta, GA', query: 'Atlanta, GA' },
];

/** Answers the app's API requests (the browser's fetch) with `answer`. */
const answerApi = (answer: (url: string, init: RequestInit) => Promise<Response>) => vi.stubGlobal('fetch', answer);

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

interface Sent {
  q: string | null;
  signal: AbortSignal | null | undefined;
  answer: (items: Suggestion[]) => void;
}

/** Every suggest request, held until the test answers it (in any order). */
function holdAnswers(): Sent[] {
  const sent: Sent[] = [];
  answerApi(
    (url, init) =>
      new Promise<Response>((resolve) => {
        expect(new URL(url, 'http://localhost').pathname).toBe('/api/suggest');
        sent.push({ q: new URL(url, 'http://localhost').searchParams.get('q'), signal: init.signal, answer: (items) => resolve(json({ items })) });
      }),
  );
  return sent;
}

/** Answers every suggest request at once with `items`; returns the texts asked for. */
function answerWith(items: Suggestion[]): string[] {
  const asked: string[] = [];
  answerApi(async (url) => {
    asked.push(new URL(url, 'http://localhost').searchParams.get('q') ?? '');
    return json({ items });
  });
  return asked;
}

beforeEach(() => answerWith(ITEMS));
afterEach(() => vi.unstubAllGlobals());

/** Lets time pass (the debounce, a late answer) with React's updates flushed. */
const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderHomeBox() {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<SearchForm size="lg" />} />
        <Route path="/business/:id" element={<h1>Business page</h1>} />
        <Route path="/search-results" element={<h1>Results page</h1>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  const box = screen.getByRole('combobox', { name: 'Search businesses' });
  return { user, box: box as HTMLInputElement, where: () => screen.getByTestId('where').textContent };
}

const options = () => within(screen.getByRole('listbox', { name: 'Suggestions' })).getAllByRole('option');
/** What the polite live regions say (the box's own, and the microphone's, which is silent here). */
const announced = () =>
  screen
    .getAllByRole('status')
    .map((s) => s.textContent)
    .join('');
const selected = () => options().filter((o) => o.getAttribute('aria-selected') === 'true');

describe('search box suggestions', () => {
  it('is a combobox that opens a listbox of suggestions, each marked by kind, and says how many', async () => {
    const asked = answerWith(ITEMS);
    const { user, box } = renderHomeBox();
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);

    await user.type(box, 'crwn');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(asked).toEqual(['crwn']);

    expect(options().map((o) => o.textContent)).toEqual([
      'Crown & Glory Hair Studio, Business, Beauty & Personal Care · Atlanta',
      'Beauty & Personal Care, Type',
      'Hair Services, Service',
      'Atlanta, GA, Place',
    ]);
    // Named by its text: the label, the kind word (visually hidden; an icon shows it) and a business's detail.
    expect(screen.getByRole('option', { name: /^Crown & Glory Hair Studio\s*, Business, Beauty & Personal Care · Atlanta$/ })).toBeTruthy();
    expect(screen.getByRole('option', { name: /^Atlanta, GA\s*, Place$/ })).toBeTruthy();
    expect(selected()).toEqual([]);
    expect(announced()).toBe('4 suggestions');
  });

  it('waits for a pause in typing (one request for a word typed quickly) and asks nothing under two characters', async () => {
    const asked = answerWith(ITEMS);
    const { user, box } = renderHomeBox();
    await user.type(box, 'h');
    await pause(300);
    expect(asked).toEqual([]);

    await user.type(box, 'air salon');
    await screen.findByRole('listbox');
    expect(asked).toEqual(['hair salon']);

    // Back to one character: the list closes and nothing more is asked.
    await user.clear(box);
    await user.type(box, 'h');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await pause(300);
    expect(asked).toEqual(['hair salon']);
  });

  it('walks the options with ArrowDown and ArrowUp (wrapping), aria-activedescendant following', async () => {
    const { user, box } = renderHomeBox();
    await user.type(box, 'cr');
    await screen.findByRole('listbox');

    await user.keyboard('{ArrowDown}');
    expect(selected().map((o) => o.id)).toEqual([options()[0]!.id]);
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    expect(selected()).toEqual([options()[2]]);

    await user.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[3]!.id);
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);

    // Typing again leaves the options and stands on the text.
    await user.type(box, 'o');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect(box).toHaveProperty('value', 'cro');
  });

  it('closes with Escape keeping the text, reopens with ArrowDown, and a second Escape empties the box', async () => {
    const { user, box } = renderHomeBox();
    await user.type(box, 'cr');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(announced()).toBe('');
    expect(box.value).toBe('cr');

    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);

    await user.keyboard('{Escape}{Escape}');
    expect(box.value).toBe('');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter on a business opens its page', async () => {
    const { user, box, where } = renderHomeBox();
    await user.type(box, 'crwn glory');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { name: 'Business page' })).toBeTruthy();
    expect(where()).toBe('/business/7');
  });

  it('Enter on a type, service or place searches for it', async () => {
    const { user, box, where } = renderHomeBox();
    await user.type(box, 'beau');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { name: 'Results page' })).toBeTruthy();
    expect(where()).toBe('/search-results?q=Beauty%20%26%20Personal%20Care');
  });

  it('Enter with no option active searches the typed text, trimmed; blank text does nothing', async () => {
    const { user, box, where } = renderHomeBox();
    await user.type(box, '   ');
    await user.keyboard('{Enter}');
    expect(where()).toBe('/');

    await user.type(box, ' soul food ');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Results page' })).toBeTruthy();
    expect(where()).toBe('/search-results?q=soul%20food');
  });

  it('a tap on an option chooses it and keeps the focus in the box until then', async () => {
    const { user, box, where } = renderHomeBox();
    await user.type(box, 'atl');
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('option', { name: /^Atlanta, GA\s*, Place/ }));
    expect(await screen.findByRole('heading', { name: 'Results page' })).toBeTruthy();
    expect(where()).toBe('/search-results?q=Atlanta%2C%20GA');
  });

  it('shows only the newest request’s answer: an older one arriving late is dropped and its request aborted', async () => {
    const sent = holdAnswers();
    const { user, box } = renderHomeBox();
    await user.type(box, 'ha');
    await waitFor(() => expect(sent).toHaveLength(1));
    await user.type(box, 'i');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((s) => s.q)).toEqual(['ha', 'hai']);
    expect(sent[0]!.signal?.aborted).toBe(true);
    expect(sent[1]!.signal?.aborted).toBe(false);

    await act(async () => sent[1]!.answer([ITEMS[2]!]));
    await screen.findByRole('listbox');
    await act(async () => sent[0]!.answer(ITEMS));
    await pause(50);
    expect(options().map((o) => o.textContent)).toEqual(['Hair Services, Service']);
    expect(announced()).toBe('1 suggestion');
  });

  it('stays a plain search box when suggestions fail or there are none', async () => {
    answerApi(async () => new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), { status: 404 }));
    const { user, box, where } = renderHomeBox();
    await user.type(box, 'hair');
    await pause(300);
    expect(box.getAttribute('aria-expanded')).toBe('false');

    answerWith([]);
    await user.type(box, 's');
    await pause(300);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { name: 'Results page' })).toBeTruthy();
    expect(where()).toBe('/search-results?q=hairs');
  });

  it('closes when the box loses the focus', async () => {
    const { user, box } = renderHomeBox();
    await user.type(box, 'cr');
    await screen.findByRole('listbox');
    await user.tab();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('the other search boxes', () => {
  it('the directory box searches a chosen suggestion with its own search and opens a chosen business', async () => {
    const user = userEvent.setup({ delay: null });
    const onSearch = vi.fn();
    render(
      <MemoryRouter initialEntries={['/search-results?q=hair']}>
        <Routes>
          <Route path="/search-results" element={<SearchBox initialValue="hair" onSearch={onSearch} onClear={vi.fn()} />} />
          <Route path="/business/:id" element={<h1>Business page</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    const box = screen.getByRole('combobox', { name: 'Search businesses' }) as HTMLInputElement;
    expect(box.value).toBe('hair');
    await user.type(box, ' serv');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(onSearch).toHaveBeenCalledWith('Hair Services');
    expect(box.value).toBe('Hair Services');

    await user.type(box, 'x');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { name: 'Business page' })).toBeTruthy();
  });

  it('New Businesses takes a chosen suggestion as its search text', async () => {
    const user = userEvent.setup({ delay: null });
    const onTextChange = vi.fn();
    render(
      <MemoryRouter>
        <NewBusinessFilters
          text="ha"
          onTextChange={onTextChange}
          category="all"
          onCategoryChange={vi.fn()}
          attribute=""
          onAttributeChange={vi.fn()}
          near={false}
          onNearChange={vi.fn()}
          location={{ status: 'idle' }}
          onEnableLocation={vi.fn()}
          canClear
          onClear={vi.fn()}
        />
      </MemoryRouter>,
    );
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.click(box);
    await user.keyboard('{End}i');
    expect(onTextChange).toHaveBeenLastCalledWith('hai');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(onTextChange).toHaveBeenLastCalledWith('Hair Services');
  });
});
