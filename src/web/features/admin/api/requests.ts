// The six request queues (business, edit, event, get-involved, article requests and owner claims): paged
// lists and the approve / deny / reject decisions, which refresh every admin list and the tab badges.
import { useQuery } from '@tanstack/react-query';
import type {
  BlogRequestView,
  DecisionResult,
  EditRequestView,
  EventRequestView,
  GetInvolvedRequestView,
  ListingRequestView,
  Page,
} from '@shared/schemas/admin-requests';
import type { AdminCounts } from '@shared/schemas/admin-site';
import type { ClaimView } from '@shared/schemas/owner';
import { adminApi, adminPageQuery, useAdminMutation } from './admin-client';
import { adminKeys } from './session';

/** What each queue lists, by its path under /api/admin. */
interface QueueItems {
  'listing-requests': ListingRequestView;
  'edit-requests': EditRequestView;
  events: EventRequestView;
  'get-involved': GetInvolvedRequestView;
  'blog-requests': BlogRequestView;
  claims: ClaimView;
}
export type QueueKind = keyof QueueItems;
export type QueueItem<K extends QueueKind> = QueueItems[K];

export interface QueueQuery {
  status: string;
  q: string;
  offset: number;
  limit: number;
  /** A queue's own filter, e.g. the events' 'when'. */
  [filter: string]: string | number;
}

export function useQueue<K extends QueueKind>(kind: K, query: QueueQuery) {
  // Other admins decide too: coming back to the tab shows the queue as it is now.
  return useQuery({ ...adminPageQuery<Page<QueueItem<K>>>(kind, `/admin/${kind}`, query), refetchOnWindowFocus: true });
}

/** An edit request's decision also names the fields it applied and those it skipped. */
type Decision = DecisionResult & { applied?: string[]; skipped?: string[] };
export type DecisionAction = 'approve' | 'deny' | 'reject';

export const useDecision = (kind: QueueKind) =>
  useAdminMutation(({ id, action, body }: { id: number; action: DecisionAction; body: object }) =>
    adminApi.post<Decision>(`/admin/${kind}/${id}/${action}`, body),
  );

export function useAdminCounts() {
  return useQuery({
    queryKey: [...adminKeys.all, 'counts'],
    queryFn: ({ signal }) => adminApi.get<AdminCounts>('/admin/counts', signal),
    refetchInterval: 60_000,
  });
}
