// Business search picker for the reviews filters: a combobox that suggests up to 10 approved businesses
// once 2 or more characters are typed; the chosen one shows as a removable chip.
import { Building2, Loader2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { PICKER_MIN_CHARS, type ListingPickerItem } from '@shared/schemas/admin-reviews';
import { SearchInput } from '@web/components/search-input';
import { cn } from '@web/lib/utils';
import { useBusinessSearch } from '../api/content';
import { useDebounced } from '../lib/use-debounced';

export interface BusinessPickerProps {
  value: ListingPickerItem | null;
  onChange: (business: ListingPickerItem | null) => void;
}

export function BusinessPicker({ value, onChange }: BusinessPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const debounced = useDebounced(text, 200);
  const search = useBusinessSearch(debounced);
  const enough = text.trim().length >= PICKER_MIN_CHARS;
  const items = enough ? (search.data?.items ?? []) : [];
  const showList = open && enough;

  if (value) {
    return (
      <div className="grid gap-2">
        <span className="text-sm font-semibold">Business</span>
        <div className="flex h-11 items-center justify-between gap-2 rounded-xl border border-gold-dark/40 bg-gold-soft/60 pl-3.5 pr-1 md:h-10">
          <span className="flex min-w-0 items-center gap-2 text-sm font-semibold">
            <Building2 className="size-4 shrink-0 text-gold-ink" aria-hidden="true" />
            <span className="truncate">{value.businessName}</span>
          </span>
          <button
            type="button"
            onClick={() => onChange(null)}
            className="flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-card"
            aria-label={`Show reviews of every business (remove ${value.businessName})`}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
    );
  }

  const choose = (item: ListingPickerItem) => {
    onChange(item);
    setText('');
    setOpen(false);
  };

  return (
    <div className="relative grid gap-2">
      <label htmlFor={`${id}-input`} className="text-sm font-semibold">
        Business
      </label>
      <SearchInput
        type="text"
        enterKeyHint="enter"
        id={`${id}-input`}
        role="combobox"
        aria-expanded={showList}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={showList && items[active] ? `${id}-option-${items[active].id}` : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        value={text}
        placeholder="Search a business..."
        className="pr-10"
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
            setActive((a) => Math.min(a + 1, Math.max(items.length - 1, 0)));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === 'Enter' && showList && items[active]) {
            e.preventDefault();
            choose(items[active]);
          } else if (e.key === 'Escape') {
            setOpen(false);
          }
        }}
      >
        {search.isFetching && enough && (
          <Loader2 className="absolute right-3.5 top-1/2 size-4 -translate-y-1/2 animate-spin text-muted-foreground" aria-hidden="true" />
        )}
      </SearchInput>
      <p id={`${id}-hint`} className="sr-only">
        Type at least {PICKER_MIN_CHARS} characters to see matching businesses.
      </p>
      {showList && (
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label="Matching businesses"
          className="absolute top-full z-30 mt-1 max-h-80 w-full overflow-y-auto rounded-xl border bg-popover p-1 shadow-lift"
        >
          {items.length === 0 ? (
            <li className="px-3 py-2.5 text-sm text-muted-foreground" role="presentation">
              {search.isFetching || debounced.trim() !== text.trim() ? 'Searching...' : 'No approved business matches that name.'}
            </li>
          ) : (
            items.map((item, i) => (
              <li
                key={item.id}
                id={`${id}-option-${item.id}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(item)}
                onMouseEnter={() => setActive(i)}
                className={cn('grid cursor-pointer gap-0.5 rounded-lg px-3 py-2', i === active && 'bg-gold-soft')}
              >
                <span className="text-sm font-semibold">{item.businessName}</span>
                <span className="text-xs text-muted-foreground">
                  {item.businessType} · {item.listingNumber}
                </span>
              </li>
            ))
          )}
        </ul>
      )}
      {!enough && text.length > 0 && open && <p className="text-xs text-muted-foreground">Keep typing: at least {PICKER_MIN_CHARS} characters.</p>}
    </div>
  );
}
