// The query cache a server-rendered page was made from, carried in the page as JSON. A failed read
// (a missing business) travels as its ApiError's fields and comes back an ApiError, so the browser's
// first render shows what the server's did.
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { PostedForm } from '@shared/page-forms';
import { ApiError } from './api-error';

/** What a server-rendered page carries for the browser: the query cache and the router's state. */
export interface PageState {
  queries: DehydratedState;
  router: HydrationState;
  /** A form posted without script and refused (page-forms.ts), as the server rendered it. */
  posted?: PostedForm;
  /** The minute the server rendered the page at (page-clock.ts). */
  renderedAt?: number;
}

interface SentError {
  apiError: { status: number; code: string; message: string; fields: Record<string, string> };
}

const isSentError = (value: unknown): value is SentError =>
  typeof value === 'object' && value !== null && 'apiError' in value && typeof (value as SentError).apiError?.status === 'number';

function mapErrors(state: DehydratedState, map: (error: unknown) => Error | null): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.error == null
        ? query
        : { ...query, state: { ...query.state, error: map(query.state.error), fetchFailureReason: map(query.state.fetchFailureReason) } },
    ),
  };
}

export function sendablePageState(state: DehydratedState): DehydratedState {
  return mapErrors(state, (error) =>
    // Typed as an Error for the cache's sake; it is the plain object that JSON can carry.
    error instanceof ApiError
      ? ({ apiError: { status: error.status, code: error.code, message: error.message, fields: { ...error.fields } } } satisfies SentError as unknown as Error)
      : (error as Error | null),
  );
}

export function receivedPageState(state: DehydratedState): DehydratedState {
  return mapErrors(state, (error) =>
    isSentError(error) ? new ApiError(error.apiError.status, error.apiError.code, error.apiError.message, error.apiError.fields) : (error as Error | null),
  );
}
