// The browser tab's title from the matched routes' heads (handle.head), the same ones the server render
// writes into <title>: set on each navigation, and again when data a head reads arrives or changes (a
// business's name). Rendered with every lazily loaded screen, inside its data cache (query-provider.tsx);
// when that screen leaves for one without it (the home page, whose head has no title of its own), the
// site's default title is put back.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useMatches, type UIMatch } from 'react-router';
import { defaultPageHead } from '@web/lib/page-head';
import { pageHandleOf } from './page-handle';

/** The title the heads give, the last route declaring one winning, else the site's default (as on the server). */
export async function routeTitleOf(matches: readonly Pick<UIMatch, 'handle' | 'params'>[], url: URL, queryClient: QueryClient): Promise<string> {
  const heads = await Promise.all(matches.map(({ handle, params }) => pageHandleOf(handle)?.head?.({ params, url, siteUrl: url.origin, queryClient })));
  return heads.reduce<string>((title, head) => head?.title ?? title, defaultPageHead().title);
}

export function RouteTitle() {
  const queryClient = useQueryClient();
  const matches = useMatches();
  const { pathname, search } = useLocation();

  useEffect(() => {
    const url = new URL(`${pathname}${search}`, window.location.origin);
    // Only the newest answer is shown: a head loading its code may answer after a later one.
    let asked = 0;
    const show = () => {
      const ask = ++asked;
      routeTitleOf(matches, url, queryClient).then(
        (title) => {
          if (ask === asked) document.title = title;
        },
        // A head that fails in the browser leaves the title as it was; the page itself is unaffected.
        () => {},
      );
    };
    show();
    // 'updated': a query's data or error changed (the cache's other events are about its observers).
    const stop = queryClient.getQueryCache().subscribe((event) => event.type === 'updated' && show());
    return () => {
      asked = -1;
      stop();
    };
  }, [matches, pathname, search, queryClient]);

  useEffect(
    () => () => {
      document.title = defaultPageHead().title;
    },
    [],
  );
  return null;
}
