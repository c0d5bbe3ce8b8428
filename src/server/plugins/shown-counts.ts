// What an API answer showed a visitor, for the owners' insights (src/server/features/insights): a route
// says it (`countShown`), the insights count it once the answer is sent, and the server render's
// in-process answers hand it to their page instead (`takeShown`, carried back like the page's tags), so a
// page is counted for each visitor it is sent to, from the page cache or not.
import type { FastifyRequest } from 'fastify';
import type { CountedKind } from '@shared/insights';

/** What an answer showed: a kind and the listings, the ids read only when counted (after the answer is sent). */
export interface Shown {
  kind: CountedKind;
  ids: () => readonly number[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts what a page was made with (`takeShown`'s lines) for the visitor of `request`. */
    countShownLines: (request: FastifyRequest, lines: readonly string[] | undefined) => void;
  }
  interface FastifyRequest {
    shown?: Shown;
  }
}

/** Says what this request's answer shows, to be counted for its visitor. */
export function countShown(request: FastifyRequest, kind: CountedKind, ids: () => readonly number[]) {
  request.shown = { kind, ids };
}

/** What the answer showed as a line ('search 1,2,3'), taken from the request (it is then not counted for it). */
export function takeShown(request: FastifyRequest): string | null {
  const shown = request.shown;
  if (!shown) return null;
  request.shown = undefined;
  return `${shown.kind} ${shown.ids().join(',')}`;
}
