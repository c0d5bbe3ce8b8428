// A signed-in area's API calls (staff, owners): state-changing calls carry the session's CSRF token, a
// stale token is refreshed once, and a 401 (session ended) is reported to whoever listens.
import { CSRF_HEADER } from '@shared/session-names';
import { apiDelete, apiGet, apiPatch, apiPost, apiPut, isApiError, type RequestBody } from './api-client';

/** `sessionPath` answers the signed-in session with its CSRF token (GET /admin/session, GET /account). */
export function createSessionClient(sessionPath: string) {
  let csrfToken: string | null = null;
  const expiredListeners = new Set<() => void>();

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
    rememberCsrfToken(token: string | null) {
      csrfToken = token;
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

/** False when this browser holds no session at all: the session cookie cannot be read by scripts, its hint can. */
export const hasCookie = (name: string) => typeof document !== 'undefined' && document.cookie.split(';').some((c) => c.trim().startsWith(`${name}=`));
