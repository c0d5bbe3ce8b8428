// Every admin API call goes through here: the session (GET /api/admin/session), state-changing calls
// that carry its CSRF token, and a 401 (session ended) reported to whoever listens (the dashboard).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSession } from '@shared/schemas/admin';
import { SIGNED_IN_HINT_COOKIE } from '@shared/session-names';
import { withQuery, type Query } from '@web/lib/api-client';
import { createSessionClient } from '@web/lib/session-client';

export const adminKeys = {
  all: ['admin'] as const,
  session: ['admin-session'] as const,
};

export const adminSessionClient = createSessionClient<AdminSession>({ sessionPath: '/admin/session', hintCookie: SIGNED_IN_HINT_COOKIE, keys: adminKeys });

export const { onSessionExpired, api: adminApi } = adminSessionClient;

/** A page of a dashboard list, among the admin's queries: the page shown stays while the next one loads. */
export function adminPageQuery<T>(name: string, path: string, query: Query) {
  return queryOptions({
    queryKey: [...adminKeys.all, name, query],
    queryFn: ({ signal }) => adminApi.get<T>(withQuery(path, query), signal),
    placeholderData: keepPreviousData,
  });
}

/** A staff change: once it is done every dashboard list is read again (queues, counts and pages may all move). */
export function useAdminMutation<V, T>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
