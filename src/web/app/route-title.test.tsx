// @vitest-environment jsdom
// The tab's title follows the matched routes' heads (handle.head, what the server writes into <title>) on
// client-side navigation: a fixed title, a title read from data once it has loaded, and the site's
// default again on the home page.
import '../../test/jsdom-setup';
import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider, useParams, type RouteObject } from 'react-router';
import { defaultPageHead, titleOf } from '@web/lib/page-head';
import { queryClient } from '@web/lib/query-client';
import { appRoutes, lazyPage } from '../router';
import type { PageHandle } from './page-handle';

// The app's layout restores the scroll position on navigation, which jsdom does not implement.
window.scrollTo = () => {};
afterEach(() => queryClient.clear());

/** The name each thing's read answers with, released by the test. */
const answers = new Map<string, (name: string) => void>();
const thingKey = (id: string) => ['thing', id] as const;

function Thing() {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: thingKey(id), queryFn: () => new Promise<string>((resolve) => answers.set(id, resolve)) });
  return <h1>{query.data ?? 'Loading'}</h1>;
}

const thingHandle: PageHandle = {
  head: ({ params, queryClient: cache }) => {
    const name = cache.getQueryData<string>(thingKey(params.id ?? ''));
    return { title: titleOf(name ?? 'Thing') };
  },
};

const routes: RouteObject[] = [
  {
    Component: Outlet,
    children: [
      { index: true, Component: () => <h1>Home</h1> },
      {
        path: 'plain',
        ...lazyPage(
          'plain',
          async () => ({ Screen: () => <h1>Plain</h1>, handle: { head: () => ({ title: titleOf('Plain') }) } satisfies PageHandle }),
          (m) => m.Screen,
          (m) => m.handle,
        ),
      },
      {
        path: 'things/:id',
        ...lazyPage(
          'thing',
          async () => ({ Thing, thingHandle }),
          (m) => m.Thing,
          (m) => m.thingHandle,
        ),
      },
    ],
  },
];

describe('the tab title on client-side navigation', () => {
  it("takes each page's title from its handle's head, read again when the data it names arrives", async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/plain'] });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(document.title).toBe(titleOf('Plain')));

    await act(() => router.navigate('/things/7'));
    await screen.findByRole('heading', { name: 'Loading' });
    await waitFor(() => expect(document.title).toBe(titleOf('Thing')));
    act(() => answers.get('7')!('Sweet Auburn Bakery'));
    await screen.findByRole('heading', { name: 'Sweet Auburn Bakery' });
    await waitFor(() => expect(document.title).toBe(titleOf('Sweet Auburn Bakery')));

    // Another record on the same route: its own title, once its data is there.
    await act(() => router.navigate('/things/8'));
    await waitFor(() => expect(document.title).toBe(titleOf('Thing')));
    act(() => answers.get('8')!('Peach Street Books'));
    await waitFor(() => expect(document.title).toBe(titleOf('Peach Street Books')));

    await act(() => router.navigate('/'));
    await screen.findByRole('heading', { name: 'Home' });
    expect(document.title).toBe(defaultPageHead().title);
  });

  it("sets the app's own pages' titles from their heads, and the default on the home page", async () => {
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/privacy'] });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(document.title).toBe(titleOf('Privacy')));
    await act(() => router.navigate('/terms'));
    await screen.findByRole('heading', { level: 1, name: 'Terms' });
    await waitFor(() => expect(document.title).toBe(titleOf('Terms')));
    await act(() => router.navigate('/'));
    await waitFor(() => expect(document.title).toBe(defaultPageHead().title));
  });
});
