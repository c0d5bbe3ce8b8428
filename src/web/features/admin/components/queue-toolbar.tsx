// Above each request list: the status filter with its counts (StatusChips, also above the reports), and a
// search box.
import { X } from 'lucide-react';
import { SearchInput } from '@web/components/search-input';
import { cn } from '@web/lib/utils';
import { formatCount } from '@shared/format-count';

export interface StatusOption {
  value: string;
  label: string;
}

export interface QueueToolbarProps {
  statuses: StatusOption[];
  status: string;
  onStatus: (status: string) => void;
  counts?: Record<string, number>;
  search: string;
  onSearch: (text: string) => void;
  searchLabel: string;
  /** Shorter text inside the box, where the full label would be cut. */
  searchPlaceholder?: string;
}

export interface StatusChipsProps {
  statuses: readonly StatusOption[];
  status: string;
  onStatus: (status: string) => void;
  counts?: Record<string, number>;
  className?: string;
}

/** The statuses as a row of pressed-or-not chips, each with its count when known. */
export function StatusChips({ statuses, status, onStatus, counts, className }: StatusChipsProps) {
  return (
    <div role="group" aria-label="Filter by status" className={cn('flex flex-wrap gap-1.5', className)}>
      {statuses.map((option) => {
        const active = option.value === status;
        const count = counts?.[option.value];
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onStatus(option.value)}
            className={cn(
              'inline-flex h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors md:h-9',
              'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
              active ? 'border-espresso bg-espresso text-cream' : 'border-input bg-card text-foreground hover:border-gold-dark hover:bg-gold-soft/60',
            )}
          >
            {option.label}
            {count !== undefined && (
              <span className={cn('rounded-full px-1.5 text-xs tabular-nums', active ? 'bg-cream/15 text-cream' : 'bg-muted text-muted-foreground')}>
                {formatCount(count)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

export function QueueToolbar({ statuses, status, onStatus, counts, search, onSearch, searchLabel, searchPlaceholder }: QueueToolbarProps) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <StatusChips statuses={statuses} status={status} onStatus={onStatus} counts={counts} className="lg:shrink-0" />
      <SearchInput
        boxClassName="w-full lg:min-w-56 lg:max-w-xs lg:flex-1"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        placeholder={searchPlaceholder ?? searchLabel}
        aria-label={searchLabel}
        className="pr-10"
      >
        {search && (
          <button
            type="button"
            onClick={() => onSearch('')}
            className="absolute right-1 top-1/2 flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
            aria-label="Clear search"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </SearchInput>
    </div>
  );
}
