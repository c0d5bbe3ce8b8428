// The New Businesses filter bar: text search with suggestions as the visitor types (a chosen business opens
// its page, anything else becomes the search text), category, an attribute (Black-owned, Wheelchair
// accessible, …), location (All Locations or Near Me within 5 miles), 'Enable Location' (then 'Location
// Set') and 'Clear Filters'. A GET form to the page whose fields are its parameters (q, type, attribute,
// near=1), with Search to send it: the app applies each change as it is
// made, and the server answers the form sent before the app's script runs, or without it.
import { Check, Loader2, LocateFixed, Search, X } from 'lucide-react';
import { useRef } from 'react';
import { BUSINESS_TYPE_NAMES, NOT_LISTED } from '@shared/reference';
import { Button } from '@web/components/ui/button';
import { SearchInput } from '@web/components/search-input';
import { useSearchSuggest } from '@web/components/search-suggest/use-search-suggest';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { formParams } from '@web/lib/form-params';
import type { LocationState } from '@web/lib/visitor-location';
import { paths } from '@shared/paths';
import { ATTRIBUTE_GROUP_LABELS, ATTRIBUTE_GROUPS, attributesOf, isAttributeKey, type AttributeKey } from '@shared/reference/attributes';

/** The value of All Categories and All Locations: no parameter. */
export const ALL = '';
/** Near Me's value: the address's near=1. */
export const NEAR_ME = '1';
export const NEAR_ME_MILES = 5;
const CATEGORIES = BUSINESS_TYPE_NAMES.filter((name) => name !== NOT_LISTED);

export interface NewBusinessFiltersProps {
  text: string;
  onTextChange: (text: string) => void;
  category: string;
  onCategoryChange: (category: string) => void;
  /** An attribute's key, or ALL. */
  attribute: string;
  onAttributeChange: (attribute: string) => void;
  near: boolean;
  onNearChange: (near: boolean) => void;
  location: LocationState;
  onEnableLocation: () => void;
  canClear: boolean;
  onClear: () => void;
  /** Search (or Enter in the box): the form's fields apply at once. */
  onSubmit?: (filters: NewBusinessChoice) => void;
}

export interface NewBusinessChoice {
  text: string;
  category: string;
  attribute: string;
  near: boolean;
}

/** The attribute parameter as a key of the reference list, or ALL for none or an unknown one. */
export const attributeParam = (value: string | null): AttributeKey | typeof ALL => (value && isAttributeKey(value) ? value : ALL);

export function NewBusinessFilters(props: NewBusinessFiltersProps) {
  const {
    text,
    onTextChange,
    category,
    onCategoryChange,
    attribute,
    onAttributeChange,
    near,
    onNearChange,
    location,
    onEnableLocation,
    canClear,
    onClear,
    onSubmit,
  } = props;
  const locating = location.status === 'locating';
  const located = location.status === 'ready';
  const inputRef = useRef<HTMLInputElement>(null);
  const suggest = useSearchSuggest({ inputRef, onSearch: onTextChange, onClear: () => onTextChange('') });

  return (
    <form
      role="search"
      aria-label="Filter new businesses"
      method="get"
      action={paths.newBusinesses}
      onSubmit={(e) => {
        e.preventDefault();
        const sent = formParams(e.currentTarget);
        onSubmit?.({
          text: sent.get('q') ?? '',
          category: sent.get('type') ?? ALL,
          attribute: attributeParam(sent.get('attribute')),
          near: sent.get('near') === NEAR_ME,
        });
      }}
      className="grid grid-cols-2 gap-3 rounded-2xl border bg-card p-4 shadow-card sm:p-5 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
    >
      <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
        <Label htmlFor="new-businesses-search">Search</Label>
        <SearchInput
          {...suggest.inputProps}
          ref={inputRef}
          id="new-businesses-search"
          name="q"
          value={text}
          onChange={(e) => onTextChange(e.target.value)}
          placeholder="Name, service or keyword"
          maxLength={100}
          autoComplete="off"
        >
          {suggest.list}
        </SearchInput>
      </div>

      <div className="col-span-2 flex min-w-0 flex-col gap-1.5 sm:col-span-1">
        <Label htmlFor="new-businesses-category">Category</Label>
        <NativeSelect id="new-businesses-category" name="type" value={category} onChange={(e) => onCategoryChange(e.target.value)}>
          <option value={ALL}>All Categories</option>
          {CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </div>

      <div className="col-span-2 flex min-w-0 flex-col gap-1.5 sm:col-span-1">
        <Label htmlFor="new-businesses-attribute">Ownership and features</Label>
        <NativeSelect id="new-businesses-attribute" name="attribute" value={attribute} onChange={(e) => onAttributeChange(e.target.value)}>
          <option value={ALL}>Any</option>
          {ATTRIBUTE_GROUPS.map((group) => (
            <optgroup key={group} label={ATTRIBUTE_GROUP_LABELS[group]}>
              {attributesOf(group).map(({ key, label }) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
      </div>

      <div className="col-span-2 flex min-w-0 flex-col gap-1.5 sm:col-span-1">
        <Label htmlFor="new-businesses-location">Location</Label>
        <NativeSelect id="new-businesses-location" name="near" value={near ? NEAR_ME : ALL} onChange={(e) => onNearChange(e.target.value === NEAR_ME)}>
          <option value={ALL}>All Locations</option>
          <option value={NEAR_ME}>Near Me ({NEAR_ME_MILES} miles)</option>
        </NativeSelect>
      </div>

      <div className="col-span-2 flex flex-col gap-2 sm:flex-row sm:items-end lg:col-span-1">
        {/* Wide screens show its magnifier alone: the fields keep their room beside the two buttons. */}
        <Button type="submit" className="sm:flex-1 lg:w-10 lg:flex-none lg:px-0">
          <Search aria-hidden="true" />
          <span className="lg:sr-only">Search</span>
        </Button>
        {located ? (
          <span className="inline-flex h-11 items-center sm:flex-1 justify-center gap-2 whitespace-nowrap rounded-xl bg-open-soft px-5 text-[0.95rem] font-semibold text-open md:h-10 lg:flex-none">
            <Check className="size-4" aria-hidden="true" />
            Location Set
          </span>
        ) : (
          <Button type="button" variant="outline" onClick={onEnableLocation} disabled={locating} className="sm:flex-1 lg:flex-none">
            {locating ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LocateFixed aria-hidden="true" />}
            {locating ? 'Locating...' : 'Enable Location'}
          </Button>
        )}
        <Button type="button" variant="ghost" onClick={onClear} disabled={!canClear} className="sm:flex-1 lg:flex-none">
          <X aria-hidden="true" />
          Clear Filters
        </Button>
      </div>
    </form>
  );
}
