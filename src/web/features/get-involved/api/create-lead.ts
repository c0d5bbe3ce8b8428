// POST /api/get-involved: a visitor's offer to get involved, with the post it came from.
import { useMutation } from '@tanstack/react-query';
import type { GetInvolvedInput } from '@shared/schemas/get-involved';
import { apiPost } from '@web/lib/api-client';

export function createLead(input: GetInvolvedInput) {
  return apiPost<{ id: number }>('/get-involved', input);
}

export function useCreateLead() {
  return useMutation({ mutationFn: createLead });
}
