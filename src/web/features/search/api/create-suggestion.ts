// POST /api/suggestions: 'Suggest a Business' (a type of business for a preferred location).
import { useMutation } from '@tanstack/react-query';
import type { SuggestionInput } from '@shared/schemas/suggestion';
import { apiPost } from '@web/lib/api-client';

export function createSuggestion(input: SuggestionInput) {
  return apiPost<{ id: number }>('/suggestions', input);
}

export function useCreateSuggestion() {
  return useMutation({ mutationFn: createSuggestion });
}
