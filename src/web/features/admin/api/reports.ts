// The Reports queue: visitors' reports grouped by listing or review, the decisions on a group, and closing
// or reopening a listing. Each decision refreshes every admin list and the tab badges.
import { useQuery } from '@tanstack/react-query';
import type { ListingReportDecision, ReportStatus, ReviewReportDecision } from '@shared/reference/reports';
import type { Page } from '@shared/schemas/admin-requests';
import type { ListingClosureResult, ReportDecisionResult, ReportGroupView } from '@shared/schemas/admin-reports';
import { adminApi, adminPageQuery, useAdminMutation } from './admin-client';

export const useReports = (query: { status: ReportStatus; limit: number; offset: number }) =>
  useQuery({ ...adminPageQuery<Page<ReportGroupView>>('reports', '/admin/reports', query), refetchOnWindowFocus: true });

export type ReportDecisionRequest =
  { kind: 'listing'; id: number; decision: ListingReportDecision } | { kind: 'review'; id: number; decision: ReviewReportDecision };

export const useReportDecision = () =>
  useAdminMutation(({ kind, id, decision }: ReportDecisionRequest) =>
    adminApi.post<ReportDecisionResult>(`/admin/reports/${kind === 'listing' ? 'listings' : 'reviews'}/${id}/decision`, { decision }),
  );

/** Marks a listing permanently closed (it leaves search) or open again. */
export const useListingClosure = () =>
  useAdminMutation(({ id, closed }: { id: number; closed: boolean }) =>
    adminApi.post<ListingClosureResult>(`/admin/listings/${id}/${closed ? 'close' : 'reopen'}`),
  );
