// The order of the results, beside the Filters button: best match, nearest or highest rated. A native
// select (the phone's own picker), applied at once. Nearest needs a center: until the visitor's location or
// a place is known it is disabled, and its option says why.
import { useId } from 'react';
import { NativeSelect } from '@web/components/ui/native-select';
import { cn } from '@web/lib/utils';
import { SEARCH_SORTS, SORT_LABELS, type SearchSort } from '../search-params';

export const NEAREST_NEEDS = 'set a place or enable location';

export interface SortControlProps {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
  /** The visitor's location or a place is known. */
  nearestAvailable: boolean;
  className?: string;
}

export function SortControl({ value, onChange, nearestAvailable, className }: SortControlProps) {
  const id = useId();
  return (
    <div className={cn('relative', className)}>
      {/* The word sits inside the box (above the choice on a phone, before it on wider screens): the label
          names the select without wrapping it, and a tap on it reaches the select. */}
      <label
        htmlFor={id}
        className="pointer-events-none absolute left-3.5 top-1 z-10 text-[0.7rem] font-bold uppercase leading-4 tracking-wide text-muted-foreground md:top-1/2 md:-translate-y-1/2 md:text-sm md:font-semibold md:normal-case md:tracking-normal"
      >
        Sort
      </label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SearchSort)}
        className="md:w-48 [&_select]:pr-9 [&_select]:pt-3.5 md:[&_select]:pl-[3.25rem] md:[&_select]:pt-0"
      >
        {SEARCH_SORTS.map((sort) => {
          const unavailable = sort === 'nearest' && !nearestAvailable;
          return (
            <option key={sort} value={sort} disabled={unavailable}>
              {unavailable ? `${SORT_LABELS[sort]} (${NEAREST_NEEDS})` : SORT_LABELS[sort]}
            </option>
          );
        })}
      </NativeSelect>
    </div>
  );
}
