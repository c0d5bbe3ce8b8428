// Staff changes to a community event beyond approve and deny: an edit with the event form's rules, and
// withdrawing an approved event. Both refresh every admin list.
import type { DecisionResult, EventRequestView } from '@shared/schemas/admin-requests';
import type { EventData } from '@shared/schemas/event';
import { adminApi, useAdminMutation } from './admin-client';

export const useUpdateEvent = () =>
  useAdminMutation(({ id, values }: { id: number; values: EventData }) => adminApi.patch<EventRequestView>(`/admin/events/${id}`, values));

export const useWithdrawEvent = () =>
  useAdminMutation(({ id, feedback }: { id: number; feedback: string }) => adminApi.post<DecisionResult>(`/admin/events/${id}/withdraw`, { feedback }));
