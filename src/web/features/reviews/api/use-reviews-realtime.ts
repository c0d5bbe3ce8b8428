// An open reviews page reloads its list and summary when a review of this business is added or deleted
// anywhere (or the business itself changes), with no page reload.
import { useCallback } from 'react';
import { useRealtimeRefresh } from '@web/lib/use-realtime-refresh';
import { reviewKeys } from './get-reviews';

export function useReviewsRealtime(businessId: number) {
  const concerns = useCallback((id: number) => id === businessId, [businessId]);
  useRealtimeRefresh(reviewKeys.business(businessId), concerns, Number.isFinite(businessId));
}
