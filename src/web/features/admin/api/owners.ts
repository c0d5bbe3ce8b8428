// Verified owners from the staff side: the changes owners made at once (newest first), undoing one, and
// taking a listing away from its owner. Each refreshes every admin list.
import { useQuery } from '@tanstack/react-query';
import type { Page } from '@shared/schemas/admin-requests';
import type { OwnerChangeView } from '@shared/schemas/owner';
import { adminApi, adminPageQuery, useAdminMutation } from './admin-client';

export const useOwnerChanges = (query: { limit: number; offset: number }) =>
  useQuery({ ...adminPageQuery<Page<OwnerChangeView>>('owner-changes', '/admin/owner-changes', query), refetchOnWindowFocus: true });

export const useRevertOwnerChange = () => useAdminMutation((id: number) => adminApi.post<{ reverted: true }>(`/admin/owner-changes/${id}/revert`));

/** The listing keeps its page; its owner can no longer edit it or answer its reviews. */
export const useRevokeOwner = () => useAdminMutation((listingId: number) => adminApi.post<{ revoked: true }>(`/admin/listings/${listingId}/owner/revoke`));
