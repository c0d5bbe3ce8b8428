// The status filters of the request lists.
import type { StatusOption } from './queue-toolbar';

const options = (decided: string[]): StatusOption[] => [
  { value: 'pending', label: 'Pending' },
  ...decided.map((d) => ({ value: d, label: d[0]!.toUpperCase() + d.slice(1) })),
  { value: 'all', label: 'All' },
];

export const LISTING_STATUS_OPTIONS = options(['approved', 'declined']);
export const REQUEST_STATUS_OPTIONS = options(['approved', 'denied']);
export const EDIT_STATUS_OPTIONS = options(['approved', 'rejected']);
export const EVENT_STATUS_OPTIONS = options(['approved', 'denied', 'withdrawn']);

const noun: Record<string, string> = {
  pending: 'pending',
  approved: 'approved',
  declined: 'declined',
  denied: 'denied',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
  all: '',
};

/** 'No pending business requests' / 'No business requests match your search'. */
export function emptyTexts(what: string, pendingText: string) {
  return (status: string, searching: boolean) =>
    searching
      ? { title: `No ${what} match your search`, text: 'Try another name, e-mail or number, or clear the search.' }
      : { title: `No ${noun[status] ? `${noun[status]} ` : ''}${what}`, text: status === 'pending' ? pendingText : undefined };
}
