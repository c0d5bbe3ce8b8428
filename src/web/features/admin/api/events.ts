// Staff changes to a community event beyond approve and deny: an edit with the event form's rules, and
// withdrawing an approved event. Both refresh every admin list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DecisionResult, EventRequestView } from '@shared/schemas/admin-requests';
import type { EventData } from '@shared/schemas/event';
import { adminApi } from './admin-client';
import { adminKeys } from './session';

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: EventData }) => adminApi.patch<EventRequestView>(`/admin/events/${id}`, values),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useWithdrawEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, feedback }: { id: number; feedback: string }) => adminApi.post<DecisionResult>(`/admin/events/${id}/withdraw`, { feedback }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
