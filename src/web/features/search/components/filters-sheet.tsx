// The Filters bottom sheet: where (the location or a place, and the distance), open now, business type,
// state, services and budget, edited as a draft and applied only by 'Apply Filters'; 'Clear All' empties
// the draft.
import { SlidersHorizontal } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { ALL_SERVICES, BUSINESS_TYPES, NOT_LISTED, PRICE_LEVELS } from '@shared/reference';
import { Button } from '@web/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from '@web/components/ui/sheet';
import { cleanPlace, countActiveFilters, EMPTY_FILTERS, type SearchFilters } from '../search-params';
import type { LocationState } from '@web/lib/visitor-location';
import { FilterSection, OpenNowFilter, SelectFilter, STATE_OPTIONS, TogglePill } from './filter-options';
import { WhereFilter } from './where-filter';

const TYPE_OPTIONS = BUSINESS_TYPES.filter((t) => t.name !== NOT_LISTED).map((t) => ({ value: t.name, label: t.name }));
/** The filters chosen from a list, in the sheet's order. */
const LIST_FILTERS = [
  { key: 'type', title: 'Business type', allLabel: 'All business types', options: TYPE_OPTIONS },
  { key: 'state', title: 'State', allLabel: 'All states', options: STATE_OPTIONS },
] as const;
const FIRST_SERVICES = 12;

function servicesFor(type: string | undefined): readonly string[] {
  const own = BUSINESS_TYPES.find((t) => t.name === type)?.services as readonly string[] | undefined;
  return own?.length ? own : ALL_SERVICES;
}

export interface FiltersSheetProps {
  applied: SearchFilters;
  onApply: (filters: SearchFilters) => void;
  location: LocationState;
  onEnableLocation: () => void;
}

export function FiltersSheet({ applied, onApply, location, onEnableLocation }: FiltersSheetProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<SearchFilters>(applied);
  const [allServices, setAllServices] = useState(false);
  const active = countActiveFilters(applied);
  const content = useRef<HTMLDivElement>(null);

  const openChange = (next: boolean) => {
    // Each opening starts from what is applied: an unapplied draft is thrown away on close.
    if (next) {
      setDraft(applied);
      setAllServices(false);
    }
    setOpen(next);
  };

  const services = useMemo(() => {
    const list = servicesFor(draft.type);
    // Chosen services stay visible even when the type changes.
    return [...draft.services.filter((s) => !list.includes(s)), ...list];
  }, [draft.type, draft.services]);
  // Collapsed, the list shows its first services and every chosen one after them, in place (no jumping).
  const visibleServices =
    allServices || services.length <= FIRST_SERVICES + 2
      ? services
      : [...services.slice(0, FIRST_SERVICES), ...services.slice(FIRST_SERVICES).filter((s) => draft.services.includes(s))];

  const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

  const apply = () => {
    onApply({ ...draft, near: cleanPlace(draft.near) });
    setOpen(false);
  };

  return (
    <Sheet open={open} onOpenChange={openChange}>
      <SheetTrigger asChild>
        <Button variant="outline" className="relative shrink-0" aria-label={active ? `Filters, ${active} active` : 'Filters'}>
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {active > 0 && (
            <span
              className="inline-flex min-w-5 items-center justify-center rounded-full bg-ember px-1.5 text-xs font-bold leading-5 text-white"
              aria-hidden="true"
            >
              {active}
            </span>
          )}
        </Button>
      </SheetTrigger>
      <SheetContent
        ref={content}
        side="bottom"
        className="mx-auto w-full max-w-2xl gap-0 sm:rounded-t-3xl"
        // The sheet itself takes the focus: its first field is the place box, and a phone's keyboard must
        // not cover the sheet the moment it opens.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          content.current?.focus();
        }}
        // Escape closes the place box's open suggestions first, not the sheet.
        onEscapeKeyDown={(event) => {
          if (event.target instanceof Element && event.target.getAttribute('aria-expanded') === 'true') event.preventDefault();
        }}
      >
        <SheetHeader className="pb-3">
          <SheetTitle className="text-xl">Filters</SheetTitle>
          <SheetDescription>Narrow the directory, then apply.</SheetDescription>
        </SheetHeader>

        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5">
          <WhereFilter
            place={draft.near ?? ''}
            onPlaceChange={(near) => setDraft((d) => ({ ...d, near }))}
            radius={draft.radius}
            onRadiusChange={(radius) => setDraft((d) => ({ ...d, radius }))}
            location={location}
            onEnableLocation={onEnableLocation}
          />

          <OpenNowFilter checked={draft.open === 'now'} onChange={(on) => setDraft((d) => ({ ...d, open: on ? 'now' : undefined }))} />

          {LIST_FILTERS.map(({ key, ...filter }) => (
            // A filter's value is always one of its own options (a state's code for State), so it fits the draft.
            <SelectFilter key={key} id={`filter-${key}`} {...filter} value={draft[key]} onChange={(value) => setDraft((d) => ({ ...d, [key]: value }))} />
          ))}

          <FilterSection id="filter-services" title="Services" hint="Businesses offering any of the chosen services.">
            <div className="flex flex-wrap gap-2">
              {visibleServices.map((service) => (
                <TogglePill
                  key={service}
                  pressed={draft.services.includes(service)}
                  onToggle={() => setDraft((d) => ({ ...d, services: toggle(d.services, service) }))}
                >
                  {service}
                </TogglePill>
              ))}
            </div>
            {visibleServices.length < services.length && (
              <Button type="button" variant="link" size="sm" onClick={() => setAllServices(true)}>
                Show all {services.length} services
              </Button>
            )}
          </FilterSection>

          <FilterSection id="filter-budget" title="Budget">
            <div className="flex flex-wrap gap-2">
              <TogglePill pressed={draft.price.length === 0} onToggle={() => setDraft((d) => ({ ...d, price: [] }))}>
                All
              </TogglePill>
              {PRICE_LEVELS.map((p) => (
                <TogglePill
                  key={p.level}
                  pressed={draft.price.includes(p.level)}
                  onToggle={() => setDraft((d) => ({ ...d, price: toggle(d.price, p.level as number).sort((a, b) => a - b) }))}
                >
                  {p.label}
                </TogglePill>
              ))}
            </div>
          </FilterSection>
        </div>

        <SheetFooter className="flex-row gap-3 border-t bg-card px-5 py-4">
          <Button type="button" variant="outline" className="flex-1" onClick={() => setDraft({ ...EMPTY_FILTERS, services: [], price: [] })}>
            Clear All
          </Button>
          <Button type="button" className="flex-[2]" onClick={apply}>
            Apply Filters
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
