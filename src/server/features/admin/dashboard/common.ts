// Helpers every dashboard module shares: the answer to a decision on a request that is gone or already
// decided, and ISO dates. The shared queries (status counts, deciding while pending) are in common.repo.ts.

export const REQUEST_NOT_FOUND = 'Request not found';

export const iso = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** A decision on a request that is gone (no current status), or the loser of two simultaneous decisions. */
export class NotPendingError extends Error {
  override name = 'NotPendingError';
  constructor(
    readonly currentStatus: string | null,
    label: string,
  ) {
    super(currentStatus === null ? REQUEST_NOT_FOUND : `This ${label} has already been ${currentStatus}. Refresh to see its current state.`);
  }
}

export function notPending(current: { status: string } | undefined, label = 'request'): NotPendingError {
  return new NotPendingError(current?.status ?? null, label);
}

export { likePattern } from '@server/db/like';
