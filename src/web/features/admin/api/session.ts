// The admin session: who is signed in (GET), sign in (POST) and sign out (DELETE) /api/admin/session.
import { useQuery } from '@tanstack/react-query';
import type { AdminSession, LoginInput } from '@shared/schemas/admin';
import { apiPost } from '@web/lib/api-client';
import { adminKeys, adminSessionClient } from './admin-client';

export { adminKeys };
export const adminSessionQuery = adminSessionClient.sessionQuery;

export function useAdminSession() {
  return useQuery(adminSessionQuery);
}

export const useLogin = () => adminSessionClient.useSignIn((input: LoginInput) => apiPost<AdminSession>('/admin/session', input));

export const useLogout = () => adminSessionClient.useSignOut('/admin/session');
