// @vitest-environment jsdom
// A signed-in area's session: read only when its hint cookie says one may exist, its CSRF token sent with
// every change (refreshed once when stale), and everything of the area forgotten on sign-out.
import '../../test/jsdom-setup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER } from '@shared/session-names';
import { apiPost } from './api-client';
import { createSessionClient } from './session-client';

type Session = { csrfToken: string; name: string };

const keys = { all: ['area'] as const, session: ['area-session'] as const };
const area = () => createSessionClient<Session>({ sessionPath: '/area/session', hintCookie: 'area_hint', keys });

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers each call with the next of `answers`; records the CSRF header each carried. */
function serve(...answers: Response[]) {
  const sent: { url: string; csrf: string | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, csrf: (init.headers as Record<string, string>)[CSRF_HEADER] });
      const next = answers.shift();
      if (!next) throw new Error(`unexpected call to ${url}`);
      return next;
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'area_hint=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('session client', () => {
  it('answers no session without asking the server when the hint cookie is missing', async () => {
    const sent = serve();
    const queryClient = new QueryClient();
    expect(await queryClient.fetchQuery(area().sessionQuery)).toBeNull();
    expect(sent).toEqual([]);
  });

  it('reads the session and sends its token with a change; a 401 reads as signed out', async () => {
    document.cookie = 'area_hint=1';
    const sent = serve(json(200, { csrfToken: 't1', name: 'Nia' }), json(200, { ok: true }));
    const client = area();
    expect(await new QueryClient().fetchQuery(client.sessionQuery)).toEqual({ csrfToken: 't1', name: 'Nia' });
    await client.api.post('/area/things', { a: 1 });
    expect(sent.map((s) => [s.url, s.csrf])).toEqual([
      ['/api/area/session', undefined],
      ['/api/area/things', 't1'],
    ]);

    serve(json(401, { error: { code: 'UNAUTHORIZED', message: 'Sign in' } }));
    expect(await new QueryClient().fetchQuery(client.sessionQuery)).toBeNull();
  });

  it('refreshes a stale token once and sends the change again', async () => {
    const sent = serve(
      json(200, { csrfToken: 't1', name: 'Nia' }),
      json(403, { error: { code: 'FORBIDDEN', message: 'stale' } }),
      json(200, { csrfToken: 't2', name: 'Nia' }),
      json(200, {}),
    );
    await area().api.patch('/area/things/1', { a: 2 });
    expect(sent.map((s) => [s.url, s.csrf])).toEqual([
      ['/api/area/session', undefined],
      ['/api/area/things/1', 't1'],
      ['/api/area/session', undefined],
      ['/api/area/things/1', 't2'],
    ]);
  });

  it('takes the token of a sign-in, and forgets the session and every query of the area on sign-out', async () => {
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const client = area();
    const { result } = renderHook(
      () => ({ signIn: client.useSignIn((name: string) => apiPost<Session>('/area/session', { name })), signOut: client.useSignOut('/area/session') }),
      { wrapper },
    );

    const sent = serve(json(200, { csrfToken: 't9', name: 'Nia' }), json(200, {}));
    await act(() => result.current.signIn.mutateAsync('Nia'));
    expect(queryClient.getQueryData(keys.session)).toEqual({ csrfToken: 't9', name: 'Nia' });
    await client.api.post('/area/things');
    expect(sent.at(-1)).toEqual({ url: '/api/area/things', csrf: 't9' });

    queryClient.setQueryData([...keys.all, 'listings'], [1, 2]);
    serve(json(200, {}));
    await act(() => result.current.signOut.mutateAsync());
    expect(queryClient.getQueryData(keys.session)).toBeNull();
    expect(queryClient.getQueryData([...keys.all, 'listings'])).toBeUndefined();
  });

  it('tells listeners when a call finds the session ended', async () => {
    const client = area();
    const expired = vi.fn();
    client.onSessionExpired(expired);
    serve(json(401, { error: { code: 'UNAUTHORIZED', message: 'Sign in' } }));
    await expect(client.api.get('/area/things')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledOnce();
  });
});
