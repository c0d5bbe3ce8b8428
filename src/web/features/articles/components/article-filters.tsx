// The category page's keyword search ('Search articles by keywords...') and location filter.
import { MapPin, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { ARTICLE_LOCATION_OPTIONS } from '@shared/article-filter';
import { OptionSelect } from '@web/components/option-select';
import { SearchInput } from '@web/components/search-input';

const DEBOUNCE_MS = 300;

export interface ArticleFiltersProps {
  q: string;
  location: string;
  onSearch: (q: string) => void;
  onLocation: (location: string) => void;
}

export function ArticleFilters({ q, location, onSearch, onLocation }: ArticleFiltersProps) {
  const searchId = useId();
  const locationId = useId();
  const [text, setText] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  // The address changed from elsewhere (back button, a link): show its words in the box.
  if (q !== seenQ) {
    setSeenQ(q);
    if (q !== text.trim()) setText(q);
  }

  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => onSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);

  return (
    <div role="search" className="grid gap-3 sm:grid-cols-[1fr_14rem]">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
        className="relative"
      >
        <label htmlFor={searchId} className="sr-only">
          Search articles
        </label>
        <SearchInput
          id={searchId}
          placeholder="Search articles by keywords..."
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="h-12 pr-11 md:h-11 [&::-webkit-search-cancel-button]:hidden"
        >
          {text && (
            <button
              type="button"
              onClick={() => {
                setText('');
                onSearch('');
              }}
              className="absolute right-1 top-1/2 inline-flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring md:size-9"
            >
              <X className="size-4" aria-hidden="true" />
              <span className="sr-only">Clear search</span>
            </button>
          )}
        </SearchInput>
      </form>
      <div className="relative">
        <label htmlFor={locationId} className="sr-only">
          Location
        </label>
        <MapPin className="pointer-events-none absolute left-3.5 top-1/2 z-10 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <OptionSelect id={locationId} value={location} onChange={onLocation} options={ARTICLE_LOCATION_OPTIONS} className="h-12 pl-10 md:h-11" />
      </div>
    </div>
  );
}
