// Previous / next paging under a server-paged list, with 'Showing 1–20 of 134'.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { formatCount } from '@shared/format-count';

export interface PagerProps {
  offset: number;
  limit: number;
  total: number;
  shown: number;
  onChange: (offset: number) => void;
  busy?: boolean;
  label?: string;
}

export function Pager({ offset, limit, total, shown, onChange, busy, label = 'Pages' }: PagerProps) {
  if (total <= limit && offset === 0) return null;
  const from = total === 0 ? 0 : offset + 1;
  const to = offset + shown;
  const go = (next: number) => {
    onChange(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <nav aria-label={label} className="flex flex-col items-center justify-between gap-3 pt-2 sm:flex-row">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {formatCount(from)}–{formatCount(to)} of {formatCount(total)}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={offset === 0 || busy} onClick={() => go(Math.max(0, offset - limit))}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={to >= total || busy} onClick={() => go(offset + limit)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
