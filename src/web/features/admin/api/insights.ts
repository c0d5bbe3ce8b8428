// GET /api/admin/insights(.csv) and /api/admin/listings/:id/insights(.csv): what the whole site, or one
// listing, brought, for the insights panel in Site Management.
import type { InsightPeriod, Insights } from '@shared/insights';
import { API_BASE } from '@web/lib/api-client';
import { adminApi, adminKeys } from './admin-client';

function insightsOf(path: string, key: readonly unknown[]) {
  return {
    queryKey: [...adminKeys.all, 'insights', ...key] as const,
    load: (days: InsightPeriod, signal: AbortSignal) => adminApi.get<Insights>(`${path}?days=${days}`, signal),
    csvHref: (days: InsightPeriod) => `${API_BASE}${path}.csv?days=${days}`,
  };
}

export const siteInsights = insightsOf('/admin/insights', ['site']);
export const listingInsights = (id: number) => insightsOf(`/admin/listings/${id}/insights`, [id]);
