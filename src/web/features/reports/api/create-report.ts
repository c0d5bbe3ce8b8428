// POST /api/listings/:id/reports: 'Report a problem' with a business, or 'Report review' (with reviewId).
import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '@shared/schemas/report';
import { apiPost } from '@web/lib/api-client';

export function createReport(listingId: number, input: ReportInput) {
  return apiPost<{ received: true }>(`/listings/${listingId}/reports`, input);
}

export function useCreateReport(listingId: number) {
  return useMutation({ mutationFn: (input: ReportInput) => createReport(listingId, input) });
}
