// An open directory refreshes when a listing is approved or changed, and refreshes its cards' ratings
// when a review of a business on screen is added or removed.
import { useCallback } from 'react';
import { useRealtimeRefresh, type Change } from '@web/lib/use-realtime-refresh';
import { listingsKeys } from './get-listings';

/** Subscribes while mounted; `isShown(id)` says whether a business is among the loaded cards. */
export function useDirectoryRealtime(isShown: (businessId: number) => boolean) {
  const concerns = useCallback((id: number, topic: Change['topic']) => topic === 'listings' || isShown(id), [isShown]);
  useRealtimeRefresh(listingsKeys.all, concerns);
}
