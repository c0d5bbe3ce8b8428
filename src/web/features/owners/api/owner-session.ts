// The owner's session: who is signed in (GET /api/account), asking for a sign-in link, following it, and
// signing out; and the client every owner call goes through (CSRF token, 401 reported).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSettingsInput, OwnerAccount, SignedInOwner, SignInRequestInput } from '@shared/schemas/account';
import { OWNER_HINT_COOKIE } from '@shared/session-names';
import { apiPost } from '@web/lib/api-client';
import { createSessionClient } from '@web/lib/session-client';

export const ownerKeys = {
  all: ['account'] as const,
  session: ['account-session'] as const,
};

const client = createSessionClient<OwnerAccount>({ sessionPath: '/account', hintCookie: OWNER_HINT_COOKIE, keys: ownerKeys });
export const { onSessionExpired: onOwnerSessionExpired, api: ownerApi, sessionQuery: ownerSessionQuery } = client;

export function useOwnerSession() {
  return useQuery(ownerSessionQuery);
}

/** Asks for a sign-in link by e-mail (always answered the same, known address or not). */
export function useRequestSignIn() {
  return useMutation({ mutationFn: (input: SignInRequestInput) => apiPost('/account/sign-in', input) });
}

/**
 * Follows a sign-in link: the token becomes an owner session (`confirm` once the person has said yes). The
 * answer also names the listings the sign-in found: their business e-mail is the owner's, and nobody owned them.
 */
export const useCompleteSignIn = () =>
  client.useSignIn(({ token, confirm }: { token: string; confirm?: boolean }) => apiPost<SignedInOwner>('/account/session', { token, confirm }));

export const useOwnerSignOut = () => client.useSignOut('/account/session');

export function useAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AccountSettingsInput) => ownerApi.patch<OwnerAccount>('/account', settings),
    onSuccess: (account) => queryClient.setQueryData(ownerKeys.session, account),
  });
}
