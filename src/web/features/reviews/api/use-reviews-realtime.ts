// GET /api/realtime (server-sent events): an open reviews page reloads its list and summary when a review
// of this business is added or deleted anywhere, with no page reload.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { reviewKeys } from './get-reviews';

// A burst of changes (an admin deleting several reviews) becomes one refresh.
const SETTLE_MS = 250;

function changedBusiness(data: unknown): number | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as { topic?: unknown; businessId?: unknown; id?: unknown } | null;
    if (value?.topic === 'reviews' && typeof value.businessId === 'number') return value.businessId;
    if (value?.topic === 'listings' && typeof value.id === 'number') return value.id;
  } catch {
    // Not ours to act on.
  }
  return null;
}

export function useReviewsRealtime(businessId: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined' || !Number.isFinite(businessId)) return;
    const source = new EventSource('/api/realtime');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = (event: MessageEvent) => {
      if (changedBusiness(event.data) !== businessId) return;
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: reviewKeys.business(businessId) }), SETTLE_MS);
    };
    source.addEventListener('change', onChange);
    return () => {
      clearTimeout(timer);
      source.removeEventListener('change', onChange);
      source.close();
    };
  }, [businessId, queryClient]);
}
