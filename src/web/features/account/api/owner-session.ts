// The owner's session: who is signed in (GET /api/account), asking for a sign-in link, following it, and
// signing out; and the client every owner call goes through (CSRF token, 401 reported).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSettingsInput, OwnerAccount, SignInRequestInput } from '@shared/schemas/account';
import { OWNER_HINT_COOKIE } from '@shared/session-names';
import { apiDelete, apiGet, apiPost, isApiError } from '@web/lib/api-client';
import { createSessionClient, hasCookie } from '@web/lib/session-client';

const client = createSessionClient('/account');
export const { onSessionExpired: onOwnerSessionExpired, api: ownerApi } = client;

export const ownerKeys = {
  all: ['account'] as const,
  session: ['account-session'] as const,
};

/** The signed-in owner, or null when this browser has no live owner session. */
export async function getOwnerSession(signal?: AbortSignal): Promise<OwnerAccount | null> {
  if (!hasCookie(OWNER_HINT_COOKIE)) {
    client.rememberCsrfToken(null);
    return null;
  }
  try {
    const account = await apiGet<OwnerAccount>('/account', { signal });
    client.rememberCsrfToken(account.csrfToken);
    return account;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      client.rememberCsrfToken(null);
      return null;
    }
    throw error;
  }
}

export const ownerSessionQuery = queryOptions({ queryKey: ownerKeys.session, queryFn: ({ signal }) => getOwnerSession(signal), staleTime: 60_000 });

export function useOwnerSession() {
  return useQuery(ownerSessionQuery);
}

/** Asks for a sign-in link by e-mail (always answered the same, known address or not). */
export function useRequestSignIn() {
  return useMutation({ mutationFn: (input: SignInRequestInput) => apiPost('/account/sign-in', input) });
}

/** Follows a sign-in link: the token becomes an owner session. */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiPost<OwnerAccount>('/account/session', { token }),
    onSuccess: (account) => {
      client.rememberCsrfToken(account.csrfToken);
      queryClient.setQueryData(ownerKeys.session, account);
    },
  });
}

export function useOwnerSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiDelete('/account/session'),
    onSettled: () => {
      client.rememberCsrfToken(null);
      queryClient.setQueryData(ownerKeys.session, null);
      queryClient.removeQueries({ queryKey: ownerKeys.all });
    },
  });
}

export function useAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AccountSettingsInput) => ownerApi.patch<OwnerAccount>('/account', settings),
    onSuccess: (account) => queryClient.setQueryData(ownerKeys.session, account),
  });
}
