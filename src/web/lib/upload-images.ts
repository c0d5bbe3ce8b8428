// POST /api/uploads: event photos and the organization logo; each file that fails is reported by name.
import { useMutation } from '@tanstack/react-query';
import type { UploadResponse } from '@shared/schemas/upload';
import { apiPost } from '@web/lib/api-client';

export function uploadImages(files: readonly File[]) {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return apiPost<UploadResponse>('/uploads', body);
}

export function useUploadImages() {
  return useMutation({ mutationFn: uploadImages });
}
