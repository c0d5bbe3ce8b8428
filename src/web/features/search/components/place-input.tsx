// The Filters sheet's place box: a city or ZIP code to measure distances from instead of the device's
// position, with place suggestions as the visitor types (GET /api/suggest, places only); choosing one
// fills the box. Nothing is searched from here: the sheet applies the place with the other filters (Enter
// does not send the sheet's form; without the app's script, it does).
import { MapPin } from 'lucide-react';
import { useRef } from 'react';
import type { SuggestionKind } from '@shared/schemas/search-suggest';
import { RemoveButton } from '@web/components/remove-button';
import { inputClasses } from '@web/components/ui/input';
import { useSearchSuggest } from '@web/components/search-suggest/use-search-suggest';
import { cn } from '@web/lib/utils';
import { MAX_PLACE } from '../search-params';

const PLACES: readonly SuggestionKind[] = ['place'];

export interface PlaceInputProps {
  id: string;
  value: string;
  onChange: (place: string) => void;
  describedBy?: string;
  /** The search parameter it sets, for the form. */
  name?: string;
}

export function PlaceInput({ id, value, onChange, describedBy, name }: PlaceInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const suggest = useSearchSuggest({ inputRef: input, kinds: PLACES, onSearch: onChange, onClear: () => onChange('') });

  return (
    <div className="relative">
      <MapPin className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <input
        {...suggest.inputProps}
        ref={input}
        id={id}
        name={name}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          suggest.inputProps.onKeyDown(event);
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) event.preventDefault();
        }}
        placeholder="e.g. Atlanta, GA or 30303"
        autoComplete="off"
        autoCapitalize="words"
        spellCheck={false}
        enterKeyHint="done"
        maxLength={MAX_PLACE}
        aria-describedby={describedBy}
        className={cn(inputClasses, 'h-11 pl-10 md:h-10', value && 'pr-11')}
      />
      {value && (
        <RemoveButton
          label="Clear place"
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
          className="absolute right-1 top-1/2 size-9 -translate-y-1/2 text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        />
      )}
      {suggest.list}
    </div>
  );
}
