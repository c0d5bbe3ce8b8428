// Every admin API call goes through here: state-changing calls carry the session's CSRF token, a stale
// token is refreshed once, and a 401 (session ended) is reported to whoever listens (the dashboard).
import { CSRF_HEADER, type AdminSession } from '@shared/schemas/admin';
import { apiDelete, apiGet, apiPatch, apiPost, isApiError, type RequestBody } from '@web/lib/api-client';

let csrfToken: string | null = null;
const expiredListeners = new Set<() => void>();

export function rememberCsrfToken(token: string | null) {
  csrfToken = token;
}

/** Called when an admin call answers 401: the session ended (idle timeout, signed out elsewhere). */
export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
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
  const session = await apiGet<AdminSession>('/admin/session');
  csrfToken = session.csrfToken;
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

export const adminApi = {
  get: <T>(path: string, signal?: AbortSignal) => guard(() => apiGet<T>(path, { signal })),
  post: <T>(path: string, body?: RequestBody) => changing((headers) => apiPost<T>(path, body ?? {}, { headers })),
  patch: <T>(path: string, body: RequestBody) => changing((headers) => apiPatch<T>(path, body, { headers })),
  delete: (path: string) => changing((headers) => apiDelete(path, undefined, { headers })),
};
