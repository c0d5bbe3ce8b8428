// POST /api/get-involved: a visitor's offer to get involved, with the post it came from.
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { GetInvolvedInput } from '@shared/schemas/get-involved';
import { apiPost } from '@web/lib/api-client';

const createdSchema = z.object({ id: z.number().int() });

export function createLead(input: GetInvolvedInput) {
  return apiPost('/get-involved', input, createdSchema);
}

export function useCreateLead() {
  return useMutation({ mutationFn: createLead });
}
