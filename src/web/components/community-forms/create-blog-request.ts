// POST /api/blog-requests: a visitor's article request, stored pending for admin review.
import { useMutation } from '@tanstack/react-query';
import type { BlogRequestCreated, BlogRequestInput } from '@shared/schemas/blog-request';
import { apiPost } from '@web/lib/api-client';

export function createBlogRequest(input: BlogRequestInput) {
  return apiPost<BlogRequestCreated>('/blog-requests', input);
}

export function useCreateBlogRequest() {
  return useMutation({ mutationFn: createBlogRequest });
}
