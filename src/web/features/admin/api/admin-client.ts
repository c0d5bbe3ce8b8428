// Every admin API call goes through here: the session (GET /api/admin/session), state-changing calls
// that carry its CSRF token, and a 401 (session ended) reported to whoever listens (the dashboard).
import type { AdminSession } from '@shared/schemas/admin';
import { SIGNED_IN_HINT_COOKIE } from '@shared/session-names';
import { createSessionClient } from '@web/lib/session-client';

export const adminKeys = {
  all: ['admin'] as const,
  session: ['admin-session'] as const,
};

export const adminSessionClient = createSessionClient<AdminSession>({ sessionPath: '/admin/session', hintCookie: SIGNED_IN_HINT_COOKIE, keys: adminKeys });

export const { onSessionExpired, api: adminApi } = adminSessionClient;
