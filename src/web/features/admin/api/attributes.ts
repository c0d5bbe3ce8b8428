// The Attributes tab: ownership attributes to check or checked (GET /api/admin/attributes), verifying one
// with a private note, undoing it, and setting a listing's attributes. Each change refreshes every admin
// list and the tab badges.
import { useQuery } from '@tanstack/react-query';
import type { AttributeKey } from '@shared/reference/attributes';
import type { AttributeCheckStatus, AttributeCheckView, ListingAttributesResult } from '@shared/schemas/admin-attributes';
import type { Page } from '@shared/schemas/admin-requests';
import { adminApi, adminPageQuery, useAdminMutation } from './admin-client';

export const useAttributeChecks = (query: { status: AttributeCheckStatus; limit: number; offset: number }) =>
  useQuery({ ...adminPageQuery<Page<AttributeCheckView>>('attributes', '/admin/attributes', query), refetchOnWindowFocus: true });

export type VerificationRequest = { listingId: number; attribute: AttributeKey } & ({ verify: true; note: string } | { verify: false });

export const useAttributeVerification = () =>
  useAdminMutation((request: VerificationRequest) =>
    request.verify
      ? adminApi.post<ListingAttributesResult>(`/admin/listings/${request.listingId}/attributes/verify`, {
          attribute: request.attribute,
          note: request.note,
        })
      : adminApi.post<ListingAttributesResult>(`/admin/listings/${request.listingId}/attributes/unverify`, { attribute: request.attribute }),
  );

export const useSetListingAttributes = () =>
  useAdminMutation(({ listingId, attributes }: { listingId: number; attributes: AttributeKey[] }) =>
    adminApi.put<ListingAttributesResult>(`/admin/listings/${listingId}/attributes`, { attributes }),
  );
