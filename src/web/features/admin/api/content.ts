// Blog posts, reviews moderation with its business picker, suggestions, the e-mail outbox and backups.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PICKER_MIN_CHARS,
  type AdminBlog,
  type AdminReviewsResponse,
  type BackupStatus,
  type BlogInput,
  type BlogPage,
  type BlogPatch,
  type ListingPickerResponse,
  type OutboxPage,
  type SuggestionPage,
} from '@shared/schemas/admin-content';
import { withQuery } from '@web/lib/api-client';
import { adminApi } from './admin-client';
import { adminKeys } from './session';

type Query = Record<string, string | number | undefined>;

export function useBlogs(query: Query) {
  return useQuery({
    queryKey: [...adminKeys.all, 'blogs', query],
    queryFn: ({ signal }) => adminApi.get<BlogPage>(withQuery('/admin/blogs', query), signal),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}

export function useCreateBlog() {
  const onSettled = useInvalidateAdmin();
  return useMutation({ mutationFn: (input: BlogInput) => adminApi.post<AdminBlog>('/admin/blogs', input), onSettled });
}

export function useUpdateBlog() {
  const onSettled = useInvalidateAdmin();
  return useMutation({ mutationFn: ({ id, patch }: { id: number; patch: BlogPatch }) => adminApi.patch<AdminBlog>(`/admin/blogs/${id}`, patch), onSettled });
}

export function useDeleteBlog() {
  const onSettled = useInvalidateAdmin();
  return useMutation({ mutationFn: (id: number) => adminApi.delete(`/admin/blogs/${id}`), onSettled });
}

export function useAdminReviews(query: Query) {
  return useQuery({
    queryKey: [...adminKeys.all, 'reviews', query],
    queryFn: ({ signal }) => adminApi.get<AdminReviewsResponse>(withQuery('/admin/reviews', query), signal),
    placeholderData: keepPreviousData,
  });
}

/** Deletes a review, or with `answerOnly` just the verified owner's answer to it. */
export function useDeleteReview() {
  const onSettled = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, answerOnly }: { id: number; answerOnly: boolean }) => adminApi.delete(`/admin/reviews/${id}${answerOnly ? '/reply' : ''}`),
    onSettled,
  });
}

/** Business search picker: asks from 2 characters on, 10 suggestions at most. */
export function useBusinessSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: [...adminKeys.all, 'business-search', q.toLowerCase()],
    queryFn: ({ signal }) => adminApi.get<ListingPickerResponse>(withQuery('/admin/listings/search', { q }), signal),
    enabled: q.length >= PICKER_MIN_CHARS,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useSuggestions(query: Query) {
  return useQuery({
    queryKey: [...adminKeys.all, 'suggestions', query],
    queryFn: ({ signal }) => adminApi.get<SuggestionPage>(withQuery('/admin/suggestions', query), signal),
    placeholderData: keepPreviousData,
  });
}

export function useOutbox(query: Query) {
  return useQuery({
    queryKey: [...adminKeys.all, 'outbox', query],
    queryFn: ({ signal }) => adminApi.get<OutboxPage>(withQuery('/admin/outbox', query), signal),
    placeholderData: keepPreviousData,
  });
}

export function useBackupStatus() {
  return useQuery({
    queryKey: [...adminKeys.all, 'backups'],
    queryFn: ({ signal }) => adminApi.get<BackupStatus>('/admin/backups', signal),
  });
}
