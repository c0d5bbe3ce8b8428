// POST /api/blog-requests: a visitor's article request, stored pending for admin review.
import { useMutation } from '@tanstack/react-query';
import { blogRequestCreatedSchema, type BlogRequestInput } from '@shared/schemas/blog-request';
import { apiPost } from '@web/lib/api-client';

export function createBlogRequest(input: BlogRequestInput) {
  return apiPost('/blog-requests', input, blogRequestCreatedSchema);
}

export function useCreateBlogRequest() {
  return useMutation({ mutationFn: createBlogRequest });
}
