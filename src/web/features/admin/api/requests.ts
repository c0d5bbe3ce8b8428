// The five request queues (business, edit, event, get-involved and article requests): paged lists and
// the approve / deny / reject decisions, which refresh every admin list and the tab badges.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  blogRequestSchema,
  decisionResultSchema,
  editRequestSchema,
  eventRequestSchema,
  getInvolvedRequestSchema,
  listingRequestSchema,
  pageSchema,
} from '@shared/schemas/admin-requests';
import { adminCountsSchema } from '@shared/schemas/admin-content';
import { withQuery } from '@web/lib/api-client';
import { adminApi } from './admin-client';
import { adminKeys } from './session';

const pages = {
  'listing-requests': pageSchema(listingRequestSchema),
  'edit-requests': pageSchema(editRequestSchema),
  events: pageSchema(eventRequestSchema),
  'get-involved': pageSchema(getInvolvedRequestSchema),
  'blog-requests': pageSchema(blogRequestSchema),
};
export type QueueKind = keyof typeof pages;
export type QueueItem<K extends QueueKind> = z.infer<(typeof pages)[K]>['items'][number];

export interface QueueQuery {
  status: string;
  q: string;
  offset: number;
  limit: number;
}

export function useQueue<K extends QueueKind>(kind: K, query: QueueQuery) {
  return useQuery({
    queryKey: [...adminKeys.all, kind, query],
    queryFn: ({ signal }) => adminApi.get(withQuery(`/admin/${kind}`, { ...query }), pages[kind], signal) as Promise<z.infer<(typeof pages)[K]>>,
    placeholderData: keepPreviousData,
    // Other admins decide too: coming back to the tab shows the queue as it is now.
    refetchOnWindowFocus: true,
  });
}

const editDecisionSchema = decisionResultSchema.extend({ applied: z.array(z.string()).optional(), skipped: z.array(z.string()).optional() });
export type DecisionAction = 'approve' | 'deny' | 'reject';

export function useDecision(kind: QueueKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, body }: { id: number; action: DecisionAction; body: object }) =>
      adminApi.post(`/admin/${kind}/${id}/${action}`, body, editDecisionSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useAdminCounts() {
  return useQuery({
    queryKey: [...adminKeys.all, 'counts'],
    queryFn: ({ signal }) => adminApi.get('/admin/counts', adminCountsSchema, signal),
    refetchInterval: 60_000,
  });
}
