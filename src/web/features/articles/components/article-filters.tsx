// The category page's keyword search ('Search articles by keywords...') and location filter: the words
// apply as they are typed and the location as it is chosen. A GET form to the page (?q=&location=) with
// Search to send it, which the server answers when it is sent before the app's script runs, or without it.
import { MapPin, Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { ARTICLE_LOCATION_OPTIONS } from '@shared/article-filter';
import { SearchInput } from '@web/components/search-input';
import { Button } from '@web/components/ui/button';
import { NativeSelect } from '@web/components/ui/native-select';
import { formParams } from '@web/lib/form-params';

const DEBOUNCE_MS = 300;

export interface ArticleFiltersProps {
  /** The page the form is sent to (the category's own). */
  action: string;
  q: string;
  location: string;
  onSearch: (q: string) => void;
  onLocation: (location: string) => void;
  /** Search (or Enter in the box): the words and the location the form shows apply at once. */
  onSubmit: (filters: { q: string; location: string }) => void;
}

export function ArticleFilters({ action, q, location, onSearch, onLocation, onSubmit }: ArticleFiltersProps) {
  const searchId = useId();
  const locationId = useId();
  const [text, setText] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  // The address changed from elsewhere (back button, a link): show its words in the box.
  if (q !== seenQ) {
    setSeenQ(q);
    if (q !== text.trim()) setText(q);
  }
  // The location shows at once as chosen (the address follows a moment later), and follows the address.
  const [place, setPlace] = useState(location);
  const [seenLocation, setSeenLocation] = useState(location);
  if (location !== seenLocation) {
    setSeenLocation(location);
    setPlace(location);
  }

  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => onSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);

  return (
    <form
      role="search"
      method="get"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        const sent = formParams(event.currentTarget);
        const words = (sent.get('q') ?? '').trim();
        const chosen = sent.get('location') ?? place;
        setText(words);
        setPlace(chosen);
        onSubmit({ q: words, location: chosen });
      }}
      className="grid gap-3 sm:grid-cols-[1fr_14rem_auto]"
    >
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Search articles
        </label>
        <SearchInput
          id={searchId}
          name="q"
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
      </div>
      <div className="relative">
        <label htmlFor={locationId} className="sr-only">
          Location
        </label>
        <MapPin className="pointer-events-none absolute left-3.5 top-1/2 z-10 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <NativeSelect
          id={locationId}
          name="location"
          value={place}
          onChange={(event) => {
            setPlace(event.target.value);
            onLocation(event.target.value);
          }}
          className="[&_select]:h-12 [&_select]:pl-10 md:[&_select]:h-11"
        >
          {ARTICLE_LOCATION_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" className="h-12 md:h-11">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
