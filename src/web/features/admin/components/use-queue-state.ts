// The state of one request list: status filter, search text (sent once typing pauses) and page offset.
import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '@shared/schemas/admin-requests';
import { useDebounced } from '../lib/use-debounced';
import type { QueueQuery } from '../api/requests';

export function useQueueState(initialStatus = 'pending') {
  const [status, setStatusRaw] = useState(initialStatus);
  const [search, setSearchRaw] = useState('');
  const [offset, setOffset] = useState(0);
  const q = useDebounced(search.trim());
  const query: QueueQuery = { status, q, offset: q === search.trim() ? offset : 0, limit: ADMIN_PAGE_SIZE };
  return {
    query,
    status,
    search,
    setStatus: (next: string) => {
      setStatusRaw(next);
      setOffset(0);
    },
    setSearch: (next: string) => {
      setSearchRaw(next);
      setOffset(0);
    },
    setOffset,
  };
}
