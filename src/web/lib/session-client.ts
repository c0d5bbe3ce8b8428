// A signed-in area's session and API calls (staff, owners): who is signed in, state-changing calls that
// carry the session's CSRF token (a stale one refreshed once), and a 401 (session ended) reported to
// whoever listens.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { CSRF_HEADER } from '@shared/session-names';
import { apiDelete, apiGet, apiPatch, apiPost, apiPut, isApiError, type RequestBody } from './api-client';
import { hasCookie } from './has-cookie';

export interface SessionArea {
  /** Answers the signed-in session with its CSRF token (GET /admin/session, GET /account). */
  sessionPath: string;
  /** The cookie scripts can read that says a session may exist (the session's own cookie cannot be read). */
  hintCookie: string;
  /** The session's query, and the prefix of every query of the area (removed on sign-out). */
  keys: { session: readonly unknown[]; all: readonly unknown[] };
}

export function createSessionClient<S extends { csrfToken: string }>({ sessionPath, hintCookie, keys }: SessionArea) {
  let csrfToken: string | null = null;
  const expiredListeners = new Set<() => void>();

  /** The signed-in session, or null when this browser has none (no hint cookie, or the server says 401). */
  async function readSession(signal?: AbortSignal): Promise<S | null> {
    if (!hasCookie(hintCookie)) {
      csrfToken = null;
      return null;
    }
    try {
      const session = await apiGet<S>(sessionPath, { signal });
      csrfToken = session.csrfToken;
      return session;
    } catch (error) {
      if (!(isApiError(error) && error.status === 401)) throw error;
      csrfToken = null;
      return null;
    }
  }

  async function guard<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (isApiError(error) && error.status === 401) for (const listener of expiredListeners) listener();
      throw error;
    }
  }

  async function refreshCsrfToken() {
    csrfToken = (await apiGet<{ csrfToken: string }>(sessionPath)).csrfToken;
  }

  /** A state-changing call; on 403 (token out of date, e.g. after signing in again in another tab) it refreshes the token once. */
  async function changing<T>(send: (headers: Record<string, string>) => Promise<T>): Promise<T> {
    return guard(async () => {
      if (!csrfToken) await refreshCsrfToken();
      try {
        return await send({ [CSRF_HEADER]: csrfToken ?? '' });
      } catch (error) {
        if (!(isApiError(error) && error.status === 403)) throw error;
        await refreshCsrfToken();
        return send({ [CSRF_HEADER]: csrfToken ?? '' });
      }
    });
  }

  return {
    sessionQuery: queryOptions({ queryKey: keys.session, queryFn: ({ signal }) => readSession(signal), staleTime: 60_000 }),
    /** A sign-in: the session `signIn` answers is used from now on, and the session query knows it. */
    useSignIn<V, R extends S = S>(signIn: (variables: V) => Promise<R>) {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: signIn,
        onSuccess: (session) => {
          csrfToken = session.csrfToken;
          queryClient.setQueryData(keys.session, session);
        },
      });
    },
    /** Signing out with DELETE `path`: however it ends, nothing of the area stays cached. */
    useSignOut(path: string) {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: () => apiDelete(path),
        onSettled: () => {
          csrfToken = null;
          queryClient.setQueryData(keys.session, null);
          queryClient.removeQueries({ queryKey: keys.all });
        },
      });
    },
    /** Called when a call answers 401: the session ended (idle timeout, signed out elsewhere). */
    onSessionExpired(listener: () => void): () => void {
      expiredListeners.add(listener);
      return () => expiredListeners.delete(listener);
    },
    api: {
      get: <T>(path: string, signal?: AbortSignal) => guard(() => apiGet<T>(path, { signal })),
      post: <T>(path: string, body?: RequestBody) => changing((headers) => apiPost<T>(path, body ?? {}, { headers })),
      put: <T>(path: string, body: RequestBody) => changing((headers) => apiPut<T>(path, body, { headers })),
      patch: <T>(path: string, body: RequestBody) => changing((headers) => apiPatch<T>(path, body, { headers })),
      delete: (path: string) => changing((headers) => apiDelete(path, undefined, { headers })),
    },
  };
}
