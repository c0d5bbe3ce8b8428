// Site Management's spreadsheet upload: the preview (writes nothing) and the import, which refreshes
// every admin list (new listings show in the queues and counts at once).
import { useMutation } from '@tanstack/react-query';
import type { ListingUploadInput, ListingUploadPreview, ListingUploadResult } from '@shared/schemas/listing-upload';
import { adminApi, useAdminMutation } from './admin-client';

export function useUploadPreview() {
  return useMutation({ mutationFn: (upload: ListingUploadInput) => adminApi.post<ListingUploadPreview>('/admin/imports/listings/preview', upload) });
}

export const useUploadImport = () => useAdminMutation((upload: ListingUploadInput) => adminApi.post<ListingUploadResult>('/admin/imports/listings', upload));
