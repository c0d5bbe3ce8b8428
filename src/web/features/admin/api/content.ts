// Blog posts, reviews moderation with its business picker, suggestions and the e-mail outbox.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminBlogSchema,
  adminReviewsResponseSchema,
  blogPageSchema,
  listingPickerResponseSchema,
  outboxPageSchema,
  PICKER_MIN_CHARS,
  suggestionPageSchema,
  type BlogInput,
  type BlogPatch,
} from '@shared/schemas/admin-content';
import { withQuery } from '@web/lib/api-client';
import { adminApi } from './admin-client';
import { adminKeys } from './session';

type Query = Record<string, string | number | undefined>;

export function useBlogs(query: Query) {
  return useQuery({
    queryKey: [...adminKeys.all, 'blogs', query],
    queryFn: ({ signal }) => adminApi.get(withQuery('/admin/blogs', query), blogPageSchema, signal),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}

export function useCreateBlog() {
  const onSettled = useInvalidateAdmin();
  return useMutation({ mutationFn: (input: BlogInput) => adminApi.post('/admin/blogs', input, adminBlogSchema), onSettled });
}

export function useUpdateBlog() {
  const onSettled = useInvalidateAdmin();
  return useMutation({ mutationFn: ({ id, patch }: { id: number; patch: BlogPatch }) => adminApi.patch(`/admin/blogs/${id}`, patch, adminBlogSchema), onSettled });
}

export function useDeleteBlog() {
  const onSettled = useInvalidateAdmin();
  return useMutation({ mutationFn: (id: number) => adminApi.delete(`/admin/blogs/${id}`), onSettled });
}

export function useAdminReviews(query: Query) {
  return useQuery({
    queryKey: [...adminKeys.all, 'reviews', query],
    queryFn: ({ signal }) => adminApi.get(withQuery('/admin/reviews', query), adminReviewsResponseSchema, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteReview() {
  const onSettled = useInvalidateAdmin();
  return useMutation({ mutationFn: (id: number) => adminApi.delete(`/admin/reviews/${id}`), onSettled });
}

/** Business search picker: asks from 2 characters on, 10 suggestions at most. */
export function useBusinessSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: [...adminKeys.all, 'business-search', q.toLowerCase()],
    queryFn: ({ signal }) => adminApi.get(withQuery('/admin/listings/search', { q }), listingPickerResponseSchema, signal),
    enabled: q.length >= PICKER_MIN_CHARS,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useSuggestions(query: Query) {
  return useQuery({
    queryKey: [...adminKeys.all, 'suggestions', query],
    queryFn: ({ signal }) => adminApi.get(withQuery('/admin/suggestions', query), suggestionPageSchema, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOutbox(query: Query) {
  return useQuery({
    queryKey: [...adminKeys.all, 'outbox', query],
    queryFn: ({ signal }) => adminApi.get(withQuery('/admin/outbox', query), outboxPageSchema, signal),
    placeholderData: keepPreviousData,
  });
}
