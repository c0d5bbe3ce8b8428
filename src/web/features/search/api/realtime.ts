// GET /api/realtime (server-sent events): an open directory refreshes when a listing is approved or
// changed, and refreshes its cards' ratings when a review of a business on screen is added or removed.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { listingsKeys } from './get-listings';

type ChangeEvent = { topic: 'listings'; id: number } | { topic: 'reviews'; businessId: number };

// Several changes in a burst (an admin approving a batch) become one refresh.
const SETTLE_MS = 400;

function parseChange(data: unknown): ChangeEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as Partial<ChangeEvent> | null;
    if (value?.topic === 'listings' || value?.topic === 'reviews') return value as ChangeEvent;
  } catch {
    // Not ours to act on.
  }
  return null;
}

/** Subscribes while mounted; `isShown(id)` says whether a business is among the loaded cards. */
export function useDirectoryRealtime(isShown: (businessId: number) => boolean) {
  const queryClient = useQueryClient();
  const shown = useRef(isShown);
  useEffect(() => {
    shown.current = isShown;
  }, [isShown]);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/realtime');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: listingsKeys.all }), SETTLE_MS);
    };
    const onChange = (event: MessageEvent) => {
      const change = parseChange(event.data);
      if (!change) return;
      if (change.topic === 'listings' || shown.current(change.businessId)) refresh();
    };
    source.addEventListener('change', onChange);
    return () => {
      clearTimeout(timer);
      source.removeEventListener('change', onChange);
      source.close();
    };
  }, [queryClient]);
}
