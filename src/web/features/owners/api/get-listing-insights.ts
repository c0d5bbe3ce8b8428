// GET /api/account/listings/:id/insights(.csv): what an owned listing brought, for the insights panel.
import type { InsightPeriod, Insights } from '@shared/insights';
import { API_BASE } from '@web/lib/api-client';
import { ownerApi, ownerKeys } from './owner-session';

export const listingInsights = (id: number) => ({
  queryKey: [...ownerKeys.all, 'insights', id] as const,
  load: (days: InsightPeriod, signal: AbortSignal) => ownerApi.get<Insights>(`/account/listings/${id}/insights?days=${days}`, signal),
  csvHref: (days: InsightPeriod) => `${API_BASE}/account/listings/${id}/insights.csv?days=${days}`,
});
