// The suggestion list of a search box (loaded when the box is first used, see use-search-suggest.tsx): asks
// GET /api/suggest once typing pauses, shows only the newest request's answer, and answers the keys of the
// WAI-ARIA combobox pattern. Choosing a business opens its page; anything else searches for its text. A box
// may offer only some kinds (the Filters sheet's place box: places).
import { MapPin, Store, Tag, Wrench, type LucideIcon } from 'lucide-react';
import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type Dispatch,
  type KeyboardEvent,
  type RefObject,
  type SetStateAction,
} from 'react';
import { useNavigate } from 'react-router';
import type { Suggestion, SuggestionKind } from '@shared/schemas/search-suggest';
import { cn } from '@web/lib/utils';
import { paths } from '@shared/paths';
import { SUGGEST_MIN_CHARS } from '@shared/reference/search';
import { getSuggestions } from './get-suggestions';
import { CLOSED, optionId, type ComboState, type SearchSuggestOptions } from './use-search-suggest';

/** Long enough to skip the keystrokes of a word being typed, short enough to feel immediate. */
export const SUGGEST_DEBOUNCE_MS = 150;
/** Room kept above the list for the sticky site header when the page is scrolled to make room for it. */
const HEADER_ROOM = 80;
const GAP = 12;
/** The list never shrinks below three options, whatever the keyboard leaves. */
const MIN_LIST_HEIGHT = 3 * 44 + 12;

const KINDS: Record<SuggestionKind, { word: string; icon: LucideIcon }> = {
  business: { word: 'Business', icon: Store },
  type: { word: 'Type', icon: Tag },
  service: { word: 'Service', icon: Wrench },
  place: { word: 'Place', icon: MapPin },
};

/** What the box's input hands to the list: its keys (before the form sees them). */
export interface SuggestController {
  keyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

export interface SuggestListProps extends SearchSuggestOptions {
  listId: string;
  /** The text as the visitor last typed it; a new object for each keystroke. */
  typed: { text: string };
  combo: ComboState;
  setCombo: Dispatch<SetStateAction<ComboState>>;
  controllerRef: RefObject<SuggestController | null>;
}

export default function SuggestList({ listId, typed, combo, setCombo, inputRef, controllerRef, onSearch, onClear, kinds }: SuggestListProps) {
  const navigate = useNavigate();
  // The newest answer and the text it answers: the arrow keys reopen it only while the box still holds that text.
  const [answer, setAnswer] = useState<{ text: string; items: Suggestion[] }>({ text: '', items: [] });
  const listRef = useRef<HTMLUListElement>(null);
  const items = answer.items;
  const open = combo.open && items.length > 0;

  useEffect(() => {
    const text = typed.text.trim();
    if (text.length < SUGGEST_MIN_CHARS) {
      setCombo(CLOSED);
      return;
    }
    // The list keeps showing the last answer until the next one comes, with no option active.
    setCombo((current) => (current.active < 0 ? current : { open: true, active: -1 }));
    // Each keystroke cancels the wait and the request before it: an older answer arriving late is dropped.
    const request = new AbortController();
    const timer = setTimeout(() => {
      getSuggestions(text, request.signal).then(
        (result) => {
          if (request.signal.aborted) return;
          const offered = kinds ? result.items.filter((item) => kinds.includes(item.kind)) : result.items;
          setAnswer({ text, items: offered });
          const focused = document.activeElement === inputRef.current;
          setCombo(offered.length > 0 && focused ? { open: true, active: -1 } : CLOSED);
        },
        // No suggestions is a working search box: the visitor can still search what they typed.
        () => {},
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      request.abort();
    };
  }, [typed, setCombo, inputRef, kinds]);

  const choose = (suggestion: Suggestion) => {
    setCombo(CLOSED);
    if (suggestion.kind === 'business' && suggestion.id !== undefined) void navigate(paths.business(suggestion.id));
    else onSearch(suggestion.query);
  };

  useImperativeHandle(controllerRef, () => ({
    keyDown: (event) => {
      if (event.nativeEvent.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
      const count = items.length;
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          const down = event.key === 'ArrowDown';
          if (open) {
            event.preventDefault();
            const next = down ? (combo.active + 1) % count : combo.active <= 0 ? count - 1 : combo.active - 1;
            setCombo({ open: true, active: next });
          } else if (count > 0 && answer.text === inputRef.current?.value.trim()) {
            event.preventDefault();
            setCombo({ open: true, active: down ? 0 : count - 1 });
          }
          return;
        }
        case 'Enter': {
          const chosen = open ? items[combo.active] : undefined;
          if (chosen) {
            event.preventDefault();
            choose(chosen);
          } else setCombo(CLOSED); // the form submits the typed text
          return;
        }
        case 'Escape': {
          if (open) {
            event.preventDefault();
            setCombo(CLOSED);
          } else if (inputRef.current?.value) {
            event.preventDefault();
            setAnswer({ text: '', items: [] });
            onClear();
          }
          return;
        }
      }
    },
  }));

  // The active option stays in view as the arrow keys walk past the list's edge.
  useEffect(() => {
    if (open && combo.active >= 0) document.getElementById(optionId(listId, combo.active))?.scrollIntoView({ block: 'nearest' });
  }, [open, combo.active, listId]);

  // On a phone the keyboard covers the lower half of the screen: raise the box toward the top and keep the
  // list within what stays visible, again whenever the visible area changes (the keyboard opening).
  useLayoutEffect(() => {
    const list = listRef.current;
    const input = inputRef.current;
    if (!open || !list || !input) return;
    const fit = () => {
      const view = window.visualViewport;
      const viewTop = view?.offsetTop ?? 0;
      const viewBottom = view ? view.offsetTop + view.height : window.innerHeight;
      list.style.maxHeight = '';
      let box = input.getBoundingClientRect();
      const shortBy = list.scrollHeight - (viewBottom - box.bottom - GAP);
      if (shortBy > 0 && window.matchMedia('(pointer: coarse)').matches) {
        const rise = Math.min(shortBy, box.top - viewTop - HEADER_ROOM);
        if (rise > 0) {
          window.scrollBy(0, rise);
          box = input.getBoundingClientRect();
        }
      }
      list.style.maxHeight = `${Math.max(viewBottom - box.bottom - GAP, MIN_LIST_HEIGHT)}px`;
    };
    fit();
    window.visualViewport?.addEventListener('resize', fit);
    return () => window.visualViewport?.removeEventListener('resize', fit);
  }, [open, items, inputRef]);

  return (
    <>
      <div role="status" className="sr-only">
        {open ? `${items.length} ${items.length === 1 ? 'suggestion' : 'suggestions'}` : ''}
      </div>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!open}
        // A press on an option must not take the focus from the box (which would close the list first). A
        // narrow box (New Businesses on a wide screen) gets a list wider than itself, for the names.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-30 mt-2 flex min-w-[min(22rem,calc(100vw-4rem))] flex-col gap-0.5 overflow-y-auto overscroll-contain rounded-2xl border bg-card p-1.5 text-left shadow-lift"
      >
        {items.map((suggestion, index) => {
          const kind = KINDS[suggestion.kind];
          const active = index === combo.active;
          return (
            <li
              key={`${suggestion.kind}:${suggestion.id ?? suggestion.query}:${index}`}
              id={optionId(listId, index)}
              role="option"
              aria-selected={active}
              onClick={() => choose(suggestion)}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2.5 py-1.5 text-foreground',
                active ? 'bg-ember-soft' : 'hover:bg-muted',
              )}
            >
              <span
                aria-hidden="true"
                className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg', active ? 'bg-card text-ember-ink' : 'bg-gold-soft text-gold-ink')}
              >
                <kind.icon className="size-4" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-[0.95rem] font-semibold leading-snug">{suggestion.label}</span>
                <span className="sr-only">{`, ${kind.word}${suggestion.detail ? ', ' : ''}`}</span>
                {suggestion.detail && <span className="block truncate text-sm leading-snug text-muted-foreground">{suggestion.detail}</span>}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
