// GET /api/admin/needs-checking: listings nobody has vouched for in a year (Site Management), oldest first.
import { useQuery } from '@tanstack/react-query';
import type { NeedsCheckingPage } from '@shared/schemas/still-right';
import { adminPageQuery } from './admin-client';

export const useNeedsChecking = (query: { limit: number; offset: number }) =>
  useQuery(adminPageQuery<NeedsCheckingPage>('needs-checking', '/admin/needs-checking', query));
