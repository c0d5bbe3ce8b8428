// The server-side render of a public page: the route's data fetched into a fresh query cache through
// the server's own API, the app rendered to HTML from it, and the page's head; and the query parameters a
// page reads, the only ones the server renders it for. Built by Vite into its own bundle, loaded by the
// server at run time (see src/shared/page-render.ts for the contract). Renders run side by side: what one
// render holds (its query cache and the API answers it asks, the moment it renders at) is its own, never a
// module's.
import { dehydrate, defaultShouldDehydrateQuery, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PageHead, PageQuery, RenderInput, RenderPage } from '@shared/page-render';
import { AppShell } from './app/app-shell';
import { RenderQueryClient } from './app/query-context';
import { HEAD_ONLY_KEY, pageHandleOf, type PageContext } from './app/page-handle';
import type { AnswersApi } from './lib/api-client';
import { PostedFormContext } from './lib/posted-form-context';
import { pageRenderMinute, PageRenderedAt } from './lib/page-clock';
import { defaultPageHead } from './lib/page-head';
import { sendablePageState, type PageState } from './lib/page-state';
import { queryClientConfig } from './lib/query-client';
import { appRoutes } from './router';

const handler = createStaticHandler(appRoutes);

/** The query cache of one render: every query in it asks the API through that render's own fetchApi. */
class PageQueryClient extends QueryClient implements AnswersApi {
  constructor(private readonly fetchApi: RenderInput['fetchApi']) {
    super(queryClientConfig);
  }

  answerApi(url: string): Promise<Response> {
    return this.fetchApi(url);
  }
}

/** What the matched routes declare they read (their handles' `query`), in route order, each name once. */
export const pageQuery: PageQuery = async (url) => {
  // The same match as the render's, which also loads a lazy route's handle.
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return { params: [], flags: [] };
  const handles = context.matches.map((match) => pageHandleOf(match.route.handle));
  return { params: [...new Set(handles.flatMap((handle) => handle?.query ?? []))], flags: [...new Set(handles.flatMap((handle) => handle?.opens ?? []))] };
};

export const render: RenderPage = async ({ url, siteUrl, fetchApi, posted }) => {
  const location = new URL(url);
  const context = await handler.query(new Request(location.href));
  if (context instanceof Response) {
    return { status: context.status, redirect: context.headers.get('location') ?? '/', head: defaultPageHead(), html: '', state: null };
  }

  const queryClient = new PageQueryClient(fetchApi);
  const handles = context.matches.map((match) => ({ handle: pageHandleOf(match.route.handle), params: match.params }));
  const pageContext = (params: PageContext['params']): PageContext => ({ params, url: location, siteUrl, queryClient });
  if (handles.some(({ handle }) => handle?.browserOnly)) return { status: 200, browserOnly: true, head: defaultPageHead(), html: '', state: null };
  const redirect = handles.map(({ handle, params }) => handle?.redirectTo?.(pageContext(params))).find(Boolean);
  if (redirect) return { status: 302, redirect, head: defaultPageHead(), html: '', state: null };
  await Promise.all(handles.flatMap(({ handle, params }) => [handle?.prefetch?.(pageContext(params)), handle?.prepare?.(location)]));

  let head: PageHead = defaultPageHead();
  let status = context.statusCode;
  for (const { handle, params } of handles) {
    const own = await handle?.head?.(pageContext(params));
    if (!own) continue;
    const { status: ownStatus, ...rest } = own;
    // A route says only what it knows; what it leaves undefined keeps the site's default.
    head = { ...head, ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) };
    if (ownStatus) status = ownStatus;
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const renderedAt = pageRenderMinute();
  const html = renderToString(
    <PageRenderedAt.Provider value={renderedAt}>
      <RenderQueryClient.Provider value={queryClient}>
        <AppShell>
          {/* The router's own hydration script is inline JavaScript, which the CSP forbids: its data travels in the page state. */}
          <PostedFormContext.Provider value={posted}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </PostedFormContext.Provider>
        </AppShell>
      </RenderQueryClient.Provider>
    </PageRenderedAt.Provider>,
  );
  // Failed reads travel too, so the browser renders the same 'not found' the server did.
  const queries = sendablePageState(
    dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.queryKey[0] !== HEAD_ONLY_KEY && (defaultShouldDehydrateQuery(query) || query.state.status === 'error'),
    }),
  );
  queryClient.clear();
  const state: PageState = { queries, router: { loaderData: context.loaderData, actionData: context.actionData, errors: null }, posted, renderedAt };
  return { status, head, html, state };
};
