// The admin session: who is signed in (GET), sign in (POST) and sign out (DELETE) /api/admin/session.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSession, LoginInput } from '@shared/schemas/admin';
import { SIGNED_IN_HINT_COOKIE } from '@shared/session-names';
import { apiDelete, apiGet, apiPost, isApiError } from '@web/lib/api-client';
import { hasCookie } from '@web/lib/session-client';
import { rememberCsrfToken } from './admin-client';

export const adminKeys = {
  all: ['admin'] as const,
  session: ['admin-session'] as const,
};

const maySignedIn = () => hasCookie(SIGNED_IN_HINT_COOKIE);

/** The signed-in admin, or null when there is no live session. */
export async function getAdminSession(signal?: AbortSignal): Promise<AdminSession | null> {
  if (!maySignedIn()) {
    rememberCsrfToken(null);
    return null;
  }
  try {
    const session = await apiGet<AdminSession>('/admin/session', { signal });
    rememberCsrfToken(session.csrfToken);
    return session;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      rememberCsrfToken(null);
      return null;
    }
    throw error;
  }
}

export const adminSessionQuery = queryOptions({
  queryKey: adminKeys.session,
  queryFn: ({ signal }) => getAdminSession(signal),
  staleTime: 60_000,
});

export function useAdminSession() {
  return useQuery(adminSessionQuery);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiPost<AdminSession>('/admin/session', input),
    onSuccess: (session) => {
      rememberCsrfToken(session.csrfToken);
      queryClient.setQueryData(adminKeys.session, session);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiDelete('/admin/session'),
    onSettled: () => {
      rememberCsrfToken(null);
      queryClient.setQueryData(adminKeys.session, null);
      queryClient.removeQueries({ queryKey: adminKeys.all });
    },
  });
}
