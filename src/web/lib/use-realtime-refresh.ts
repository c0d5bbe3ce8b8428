// GET /api/realtime (server-sent events), the one subscription every screen uses: refreshes the given
// queries when a change concerns them (a listing approved or edited, a review added or deleted).
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

// A burst of changes (an admin approving a batch) becomes one refresh.
const SETTLE_MS = 300;

export type Change = { topic: 'reviews'; businessId: number } | { topic: 'listings'; id: number };

function parseChange(data: unknown): Change | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as { topic?: unknown; businessId?: unknown; id?: unknown } | null;
    if (value?.topic === 'reviews' && typeof value.businessId === 'number') return { topic: 'reviews', businessId: value.businessId };
    if (value?.topic === 'listings' && typeof value.id === 'number') return { topic: 'listings', id: value.id };
  } catch {
    // Not ours to act on.
  }
  return null;
}

/**
 * `concerns(businessId, topic)` says whether a change matters to this screen (e.g. the business is shown,
 * or any listing change for a list that new approvals would join); `queryKey` is what gets refreshed.
 */
export function useRealtimeRefresh(queryKey: QueryKey, concerns: (businessId: number, topic: Change['topic']) => boolean, enabled = true) {
  const queryClient = useQueryClient();
  const concernsRef = useRef(concerns);
  const keyRef = useRef(queryKey);
  useEffect(() => {
    concernsRef.current = concerns;
    keyRef.current = queryKey;
  });

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/realtime');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = (event: MessageEvent) => {
      const change = parseChange(event.data);
      if (!change) return;
      const id = change.topic === 'reviews' ? change.businessId : change.id;
      if (!concernsRef.current(id, change.topic)) return;
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: keyRef.current }), SETTLE_MS);
    };
    source.addEventListener('change', onChange);
    return () => {
      clearTimeout(timer);
      source.removeEventListener('change', onChange);
      source.close();
    };
  }, [enabled, queryClient]);
}
