// The directory search box: trims the words, ignores a blank search, goes to /search-results?q=...;
// suggestions as the visitor types (a combobox); a microphone inside the box offers voice search only where
// the browser supports it.
import { Mic, Search } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useSpeechRecognition } from '@web/lib/use-speech-recognition';
import { cn } from '@web/lib/utils';
import { paths } from '@shared/paths';
import { toast } from '@web/lib/toast';
import { useSearchSuggest } from './search-suggest/use-search-suggest';

export interface SearchFormProps {
  defaultValue?: string;
  size?: 'default' | 'lg';
  className?: string;
  /** Accessible name of the box (the placeholder is only 'Search'). */
  label?: string;
  autoFocus?: boolean;
}

export function SearchForm({ defaultValue = '', size = 'default', className, label = 'Search businesses', autoFocus }: SearchFormProps) {
  const navigate = useNavigate();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(defaultValue);

  const search = useCallback(
    (text: string) => {
      const term = text.trim();
      if (!term) {
        inputRef.current?.focus();
        return;
      }
      void navigate(paths.searchFor(term));
    },
    [navigate],
  );

  const suggest = useSearchSuggest({
    inputRef,
    onSearch: (query) => {
      setValue(query);
      search(query);
    },
    onClear: () => setValue(''),
  });

  const voice = useSpeechRecognition({
    onInterim: setValue,
    onFinal: (transcript) => {
      setValue(transcript);
      search(transcript);
    },
    onError: (message) => toast.error('Voice search', { description: message }),
  });

  const large = size === 'lg';
  return (
    <form
      role="search"
      aria-label={label}
      className={cn('relative flex w-full items-stretch gap-2', className)}
      onSubmit={(event) => {
        event.preventDefault();
        search(value);
      }}
    >
      <div className="relative min-w-0 flex-1">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <Search
          aria-hidden="true"
          className={cn('pointer-events-none absolute top-1/2 -translate-y-1/2 text-muted-foreground', large ? 'left-4 size-5' : 'left-3.5 size-4')}
        />
        <input
          {...suggest.inputProps}
          ref={inputRef}
          id={inputId}
          name="q"
          type="search"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          autoFocus={autoFocus}
          placeholder={voice.listening ? 'Listening…' : 'Search'}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className={cn(
            'w-full min-w-0 rounded-2xl border border-input bg-card text-foreground shadow-card transition-[border-color,box-shadow]',
            'placeholder:text-muted-foreground/80 outline-none focus-visible:border-ember focus-visible:ring-4 focus-visible:ring-ember/15',
            '[&::-webkit-search-cancel-button]:hidden',
            large ? 'h-14 pl-12 text-base sm:text-lg' : 'h-11 pl-10 text-base md:h-10 md:text-sm',
            voice.supported ? (large ? 'pr-14' : 'pr-12') : 'pr-4',
          )}
        />
        {voice.supported && (
          <button
            type="button"
            onClick={voice.listening ? voice.stop : voice.start}
            aria-pressed={voice.listening}
            aria-label={voice.listening ? 'Stop voice search' : 'Search by voice'}
            className={cn(
              'absolute right-1.5 top-1/2 inline-flex size-11 -translate-y-1/2 cursor-pointer items-center justify-center rounded-xl transition-colors',
              'outline-none focus-visible:ring-2 focus-visible:ring-ring',
              voice.listening ? 'bg-ember text-white' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              !large && 'md:size-8',
            )}
          >
            {voice.listening && <span aria-hidden="true" className="absolute inset-0 animate-ping rounded-xl bg-ember/40" />}
            <Mic aria-hidden="true" className="relative size-5" />
          </button>
        )}
        <span role="status" className="sr-only">
          {voice.listening ? 'Listening. Say what you are looking for.' : ''}
        </span>
      </div>
      <Button type="submit" size={large ? 'lg' : 'default'} className={cn(large && 'h-14 rounded-2xl px-5 text-base sm:px-8 md:h-14')}>
        Search
      </Button>
      {suggest.list}
    </form>
  );
}
