// Every admin API call goes through here: state-changing calls carry the session's CSRF token, a stale
// token is refreshed once, and a 401 (session ended) is reported to whoever listens (the dashboard).
import { createSessionClient } from '@web/lib/session-client';

const client = createSessionClient('/admin/session');

export const { rememberCsrfToken, onSessionExpired, api: adminApi } = client;
