// Blog posts, reviews moderation with its business picker, suggestions, the e-mail outbox and backups.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PICKER_MIN_CHARS, type AdminReviewsResponse, type ListingPickerResponse } from '@shared/schemas/admin-reviews';
import { type AdminBlog, type BlogInput, type BlogPage, type BlogPatch } from '@shared/schemas/admin-blogs';
import { type BackupStatus, type OutboxPage, type SuggestionPage } from '@shared/schemas/admin-site';
import { withQuery } from '@web/lib/api-client';
import { adminApi, adminPageQuery, useAdminMutation } from './admin-client';
import { adminKeys } from './session';

type Query = Record<string, string | number | undefined>;

export const useBlogs = (query: Query) => useQuery(adminPageQuery<BlogPage>('blogs', '/admin/blogs', query));

export const useCreateBlog = () => useAdminMutation((input: BlogInput) => adminApi.post<AdminBlog>('/admin/blogs', input));

export const useUpdateBlog = () =>
  useAdminMutation(({ id, patch }: { id: number; patch: BlogPatch }) => adminApi.patch<AdminBlog>(`/admin/blogs/${id}`, patch));

export const useDeleteBlog = () => useAdminMutation((id: number) => adminApi.delete(`/admin/blogs/${id}`));

export const useAdminReviews = (query: Query) => useQuery(adminPageQuery<AdminReviewsResponse>('reviews', '/admin/reviews', query));

/** Deletes a review, or with `answerOnly` just the verified owner's answer to it. */
export const useDeleteReview = () =>
  useAdminMutation(({ id, answerOnly }: { id: number; answerOnly: boolean }) => adminApi.delete(`/admin/reviews/${id}${answerOnly ? '/reply' : ''}`));

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

export const useSuggestions = (query: Query) => useQuery(adminPageQuery<SuggestionPage>('suggestions', '/admin/suggestions', query));

export const useOutbox = (query: Query) => useQuery(adminPageQuery<OutboxPage>('outbox', '/admin/outbox', query));

export function useBackupStatus() {
  return useQuery({
    queryKey: [...adminKeys.all, 'backups'],
    queryFn: ({ signal }) => adminApi.get<BackupStatus>('/admin/backups', signal),
  });
}
