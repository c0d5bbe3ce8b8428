// Verified owners from the staff side: the changes owners made at once (newest first), undoing one, and
// taking a listing away from its owner. Each refreshes every admin list.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@shared/schemas/admin-requests';
import type { OwnerChangeView } from '@shared/schemas/owner';
import { withQuery } from '@web/lib/api-client';
import { adminApi } from './admin-client';
import { adminKeys } from './session';

export function useOwnerChanges(query: { limit: number; offset: number }) {
  return useQuery({
    queryKey: [...adminKeys.all, 'owner-changes', query],
    queryFn: ({ signal }) => adminApi.get<Page<OwnerChangeView>>(withQuery('/admin/owner-changes', query), signal),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

function useAdminChange<T>(mutationFn: (id: number) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

export const useRevertOwnerChange = () => useAdminChange((id: number) => adminApi.post<{ reverted: true }>(`/admin/owner-changes/${id}/revert`));

/** The listing keeps its page; its owner can no longer edit it or answer its reviews. */
export const useRevokeOwner = () => useAdminChange((listingId: number) => adminApi.post<{ revoked: true }>(`/admin/listings/${listingId}/owner/revoke`));
