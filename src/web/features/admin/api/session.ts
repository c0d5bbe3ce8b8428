// The admin session: who is signed in (GET), sign in (POST) and sign out (DELETE) /api/admin/session.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSession, LoginInput } from '@shared/schemas/admin';
import { apiDelete, apiPost } from '@web/lib/api-client';
import { adminKeys, adminSessionClient } from './admin-client';

export { adminKeys };
export const adminSessionQuery = adminSessionClient.sessionQuery;

export function useAdminSession() {
  return useQuery(adminSessionQuery);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiPost<AdminSession>('/admin/session', input),
    onSuccess: (session) => adminSessionClient.signedIn(queryClient, session),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiDelete('/admin/session'),
    onSettled: () => adminSessionClient.signedOut(queryClient),
  });
}
