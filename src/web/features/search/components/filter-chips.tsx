// The applied filters as removable chips, with 'Clear All' to drop every one at once.
import { Button } from '@web/components/ui/button';
import { RemoveButton } from '@web/components/remove-button';
import { filterChips, type SearchFilters } from '../search-params';

export function FilterChips({
  filters,
  onChange,
  radiusWaiting,
  placeUnknown = false,
}: {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
  radiusWaiting: boolean;
  /** The search found no such place: its distances are missing. */
  placeUnknown?: boolean;
}) {
  const chips = filterChips(filters);
  if (!chips.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="contents" aria-label="Active filters">
        {chips.map((chip) => (
          <li key={chip.key}>
            <span className="inline-flex h-9 items-center gap-1 rounded-full border border-gold/60 bg-gold-soft pl-3.5 pr-1 text-sm font-semibold text-espresso">
              {chip.label}
              {chip.key === 'radius' && radiusWaiting && <span className="font-normal text-muted-foreground">(needs your location)</span>}
              {chip.key === 'near' && placeUnknown && <span className="font-normal text-muted-foreground">(place not found)</span>}
              <RemoveButton
                label={`Remove filter: ${chip.label}`}
                onClick={() => onChange(chip.without(filters))}
                className="size-7 outline-none transition-colors hover:bg-espresso/10 focus-visible:ring-2 focus-visible:ring-ring"
              />
            </span>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <Button type="button" variant="link" size="sm" className="h-9 px-1" onClick={() => onChange({ services: [], price: [], attributes: [] })}>
          Clear All
        </Button>
      )}
    </div>
  );
}
