// GET /api/suggest?q=: what the search boxes offer as the visitor types (businesses, types, services, places).
import type { SuggestResponse } from '@shared/schemas/search-suggest';
import { apiGet, withQuery } from '@web/lib/api-client';

export function getSuggestions(q: string, signal?: AbortSignal): Promise<SuggestResponse> {
  return apiGet<SuggestResponse>(withQuery('/suggest', { q }), { signal });
}
