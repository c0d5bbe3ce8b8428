// The Filters bottom sheet: where (the location or a place, and the distance), open now, business type,
// state, services and budget, edited as a draft and applied only by 'Apply Filters'; 'Clear All' empties
// the draft. Its open state is in the address ('?filters', see use-linked-open.ts), so 'Filters' is a link
// a tap reaches before the app's script runs; and it is a GET form to the results, whose fields are the
// search's own parameters, so the server answers it when it is sent without the script (the choices made
// with buttons, such as services, are sent as they are applied).
import { SlidersHorizontal } from 'lucide-react';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { ALL_SERVICES, BUSINESS_TYPES, NOT_LISTED, PRICE_LEVELS } from '@shared/reference';
import { ButtonLink } from '@web/components/button-link';
import { Button } from '@web/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '@web/components/ui/sheet';
import { useLinkedOpen } from '@web/lib/use-linked-open';
import { paths } from '@shared/paths';
import { ATTRIBUTE_GROUP_LABELS, attributesOf, sortAttributes, type AttributeGroup, type AttributeKey } from '@shared/reference/attributes';
import { formParams } from '@web/lib/form-params';
import { countActiveFilters, EMPTY_FILTERS, parseSearchParams, toSearchParams, type SearchFilters } from '../search-params';
import type { LocationState } from '@web/lib/visitor-location';
import { FilterSection, OpenNowFilter, SelectFilter, STATE_OPTIONS, TogglePill } from './filter-options';
import { HiddenFields } from './hidden-fields';
import { WhereFilter } from './where-filter';

/** The address's state that opens the sheet: '/search-results?q=hair&filters'. */
export const FILTERS_OPEN = 'filters';

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
  /** Applies the filters: the address it goes to leaves out the open state, which closes the sheet. */
  onApply: (filters: SearchFilters) => void;
  location: LocationState;
  onEnableLocation: () => void;
  /** The rest of the search (its text, order and view), sent with the filters when the form itself is submitted. */
  keep?: URLSearchParams;
}

export function FiltersSheet({ applied, onApply, location, onEnableLocation, keep }: FiltersSheetProps) {
  const { open, setOpen, link, closeHref } = useLinkedOpen(FILTERS_OPEN);
  const [draft, setDraft] = useState<SearchFilters>(applied);
  const [allServices, setAllServices] = useState(false);
  const active = countActiveFilters(applied);
  const content = useRef<HTMLDivElement>(null);
  // Named by its title in the server's page too (Radix names it only once the title has mounted in a browser).
  const titleId = useId();

  // Each opening starts from what is applied: an unapplied draft is thrown away on close.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDraft(applied);
      setAllServices(false);
    }
  }

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

  // The form's fields are the draft (the buttons' choices in hidden fields), read as the page reads its address.
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(parseSearchParams(formParams(event.currentTarget)).filters);
  };

  // What the buttons chose (the distance, open now, services, budget) goes with the form as hidden fields.
  const chosen = toSearchParams({
    filters: { services: draft.services, price: draft.price, attributes: draft.attributes, radius: draft.radius, open: draft.open },
  });

  const attributeSection = (group: AttributeGroup, hint?: string) => (
    <FilterSection id={`filter-${group}`} title={ATTRIBUTE_GROUP_LABELS[group]} hint={hint}>
      <div className="flex flex-wrap gap-2">
        {attributesOf(group).map(({ key, label }) => (
          <TogglePill
            key={key}
            pressed={draft.attributes.includes(key)}
            onToggle={() => setDraft((d) => ({ ...d, attributes: sortAttributes(toggle<AttributeKey>(d.attributes, key)) }))}
          >
            {label}
          </TogglePill>
        ))}
      </div>
    </FilterSection>
  );

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <ButtonLink {...link} variant="outline" className="relative shrink-0" aria-label={active ? `Filters, ${active} active` : 'Filters'}>
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
      </ButtonLink>
      <SheetContent
        ref={content}
        side="bottom"
        closeHref={closeHref}
        aria-labelledby={titleId}
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
        <form method="get" action={paths.searchResults} onSubmit={apply} className="flex min-h-0 flex-1 flex-col">
          {keep && <HiddenFields params={keep} />}
          <HiddenFields params={chosen} />
          <SheetHeader className="pb-3">
            <SheetTitle id={titleId} className="text-xl">
              Filters
            </SheetTitle>
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

            {attributeSection('ownership', 'Businesses with every chosen attribute, as the owner or our team says.')}

            {LIST_FILTERS.map(({ key, ...filter }) => (
              // A filter's value is always one of its own options (a state's code for State), so it fits the draft.
              <SelectFilter
                key={key}
                id={`filter-${key}`}
                name={key}
                {...filter}
                value={draft[key]}
                onChange={(value) => setDraft((d) => ({ ...d, [key]: value }))}
              />
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

            {attributeSection('amenity')}
            {attributeSection('language')}
          </div>

          <SheetFooter className="flex-row gap-3 border-t bg-card px-5 py-4">
            <Button type="button" variant="outline" className="flex-1" onClick={() => setDraft({ ...EMPTY_FILTERS, services: [], price: [], attributes: [] })}>
              Clear All
            </Button>
            <Button type="submit" className="flex-[2]">
              Apply Filters
            </Button>
          </SheetFooter>
        </form>
      </SheetContent>
    </Sheet>
  );
}
