// GET /api/listings for the home page: a few of the newest approved businesses, or the nearest to the
// visitor (within NEARBY_RADIUS miles) once their location is known.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Point } from '@shared/distance';
import type { SearchResponse } from '@shared/schemas/listing';
import { apiGet, withQuery } from '@web/lib/api-client';

/** Two rows of four on wide screens; a row to swipe through on phones. */
export const HOME_BUSINESSES = 8;
/** How far 'Near me' looks, in miles: the widest of the directory's proximity filters. */
export const NEARBY_RADIUS = 50;

/** A position to about 100 m: nearby answers are shared by neighbours and survive a jittery fix. */
const rounded = (n: number) => Math.round(n * 1000) / 1000;

export function homeBusinessesQueryOptions(near: Point | null) {
  const query = near
    ? { sort: 'nearest', lat: rounded(near.latitude), lng: rounded(near.longitude), radius: NEARBY_RADIUS, limit: HOME_BUSINESSES }
    : { sort: 'newest', limit: HOME_BUSINESSES };
  return queryOptions({
    queryKey: ['home', 'businesses', query] as const,
    queryFn: ({ signal, client }) => apiGet<SearchResponse>(withQuery('/listings', query), { signal, client }),
  });
}

export function useHomeBusinesses(near: Point | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...homeBusinessesQueryOptions(near), enabled });
}
