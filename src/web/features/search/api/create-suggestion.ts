// POST /api/suggestions: 'Suggest a Business' (a type of business for a preferred location).
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { SuggestionInput } from '@shared/schemas/suggestion';
import { apiPost } from '@web/lib/api-client';

const createdSchema = z.object({ id: z.number() });

export function createSuggestion(input: SuggestionInput) {
  return apiPost('/suggestions', input, createdSchema);
}

export function useCreateSuggestion() {
  return useMutation({ mutationFn: createSuggestion });
}
