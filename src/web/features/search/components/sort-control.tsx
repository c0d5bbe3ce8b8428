// The order of the results, beside the Filters button: best match, nearest or highest rated. A native
// select (the phone's own picker), applied at once. Nearest needs a center: until the visitor's location or
// a place is known it is disabled, and its option says why. It belongs to the search box's form (`form`):
// without the app's script, that form's Search, or the ✓ shown beside it then, sends the order.
import { Check } from 'lucide-react';
import { useId } from 'react';
import { NativeSelect } from '@web/components/ui/native-select';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { SEARCH_SORTS, SORT_LABELS, type SearchSort } from '../search-params';

export const NEAREST_NEEDS = 'set a place or enable location';

export interface SortControlProps {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
  /** The visitor's location or a place is known. */
  nearestAvailable: boolean;
  /** The id of the form the order is sent with. */
  form?: string;
  className?: string;
}

export function SortControl({ value, onChange, nearestAvailable, form, className }: SortControlProps) {
  const id = useId();
  return (
    <div className={cn('relative flex gap-2', className)}>
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
        name="sort"
        form={form}
        value={value}
        onChange={(event) => onChange(event.target.value as SearchSort)}
        className="min-w-0 flex-1 md:w-48 md:flex-none [&_select]:pr-9 [&_select]:pt-3.5 md:[&_select]:pl-[3.25rem] md:[&_select]:pt-0"
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
      {form && (
        <noscript>
          <Button type="submit" form={form} variant="outline" size="icon" aria-label="Apply sort">
            <Check aria-hidden="true" />
          </Button>
        </noscript>
      )}
    </div>
  );
}
