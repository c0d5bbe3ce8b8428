// The directory's search box: text with suggestions as the visitor types (a combobox), a microphone where
// the browser can listen, a clear button and Search. Blank text does nothing; anything else is handed to
// onSearch trimmed, as is a chosen suggestion's text (a chosen business opens its page). It is a GET form
// to the results (the filters in hidden fields), so a search sent before the app's script runs, or
// without it, is answered by the server.
import { Mic, Search, X } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { useSearchSuggest } from '@web/components/search-suggest/use-search-suggest';
import { formParams } from '@web/lib/form-params';
import { toast } from '@web/lib/toast';
import { paths } from '@shared/paths';
import { useSpeechRecognition } from '@web/lib/use-speech-recognition';
import { cn } from '@web/lib/utils';
import { HiddenFields } from './hidden-fields';

export interface SearchBoxProps {
  initialValue: string;
  onSearch: (term: string) => void;
  /** Clearing a searched term shows the whole directory again. */
  onClear: () => void;
  /** The form's id: fields outside it (the order) can belong to it. */
  id?: string;
  /** What the search keeps besides its text (the filters), sent with it when the form itself is submitted. */
  keep?: URLSearchParams;
}

export function SearchBox({ initialValue, onSearch, onClear, id, keep }: SearchBoxProps) {
  const [text, setText] = useState(initialValue);
  const input = useRef<HTMLInputElement>(null);
  const speech = useSpeechRecognition({
    onInterim: setText,
    onFinal: (words) => {
      setText(words);
      if (words.trim()) onSearch(words.trim());
    },
    onError: (message) => toast.error('Voice search', { description: message }),
  });

  const suggest = useSearchSuggest({
    inputRef: input,
    onSearch: (query) => {
      setText(query);
      onSearch(query);
    },
    onClear: () => setText(''),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = (formParams(event.currentTarget).get('q') ?? text).trim();
    if (term) onSearch(term);
    else input.current?.focus();
  };

  const clear = () => {
    setText('');
    input.current?.focus();
    if (initialValue) onClear();
  };

  return (
    <form
      id={id}
      role="search"
      aria-label="Search the directory"
      method="get"
      action={paths.searchResults}
      onSubmit={submit}
      className="relative flex w-full gap-2"
    >
      {keep && <HiddenFields params={keep} />}
      <div className="relative min-w-0 flex-1">
        <Search className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <input
          {...suggest.inputProps}
          ref={input}
          type="search"
          name="q"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={speech.listening ? 'Listening…' : 'Search'}
          aria-label="Search businesses"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          className={cn(
            'h-12 w-full rounded-2xl border border-input bg-card pl-11 text-base shadow-card outline-none transition-[border-color,box-shadow]',
            'placeholder:text-muted-foreground/80 focus-visible:border-ember focus-visible:ring-3 focus-visible:ring-ember/20',
            '[&::-webkit-search-cancel-button]:appearance-none',
            speech.supported ? 'pr-24' : 'pr-12',
          )}
        />
        <div className="absolute right-1.5 top-1/2 flex -translate-y-1/2 items-center">
          {text && (
            <button
              type="button"
              onClick={clear}
              aria-label="Clear search"
              className="inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
          {speech.supported && (
            <button
              type="button"
              onClick={speech.listening ? speech.stop : speech.start}
              aria-label={speech.listening ? 'Stop listening' : 'Search by voice'}
              aria-pressed={speech.listening}
              className={cn(
                'relative inline-flex size-10 cursor-pointer items-center justify-center rounded-full outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
                speech.listening ? 'bg-ember text-white' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )}
            >
              {speech.listening && <span aria-hidden="true" className="absolute inset-0 animate-ping rounded-full bg-ember/40" />}
              <Mic className="relative size-5" aria-hidden="true" />
            </button>
          )}
        </div>
        <span role="status" className="sr-only">
          {speech.listening ? 'Listening. Say what you are looking for.' : ''}
        </span>
      </div>
      <Button type="submit" size="lg" className="h-12 shrink-0 rounded-2xl px-5 sm:px-7">
        Search
      </Button>
      {suggest.list}
    </form>
  );
}
