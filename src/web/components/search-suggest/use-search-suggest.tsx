// Makes a search box a combobox with suggestions as the visitor types (the WAI-ARIA combobox pattern with a
// listbox). Only the input's attributes and this small state ship with the page: the list, its keys and its
// requests (suggest-list.tsx) are fetched when the box is first focused and shown from the first keystroke,
// so the home page's first script stays within its budget. Until then the box is a plain search box.
import { lazy, Suspense, useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import type { SuggestionKind } from '@shared/schemas/search-suggest';
import type { SuggestController } from './suggest-list';

const loadList = () => import('./suggest-list');
const SuggestList = lazy(loadList);

/** Whether the list shows, and the index of the option the arrow keys stand on (-1: none, the input itself; always -1 when closed). */
export interface ComboState {
  open: boolean;
  active: number;
}

export const CLOSED: ComboState = { open: false, active: -1 };

export const optionId = (listId: string, index: number) => `${listId}-${index}`;

export interface SearchSuggestOptions {
  inputRef: RefObject<HTMLInputElement | null>;
  /** A suggestion other than a business was chosen: search for its text as the box's own submit does. */
  onSearch: (query: string) => void;
  /** Escape with the list already closed empties the box. */
  onClear: () => void;
  /** Only these kinds are offered (a constant: a new array asks again); all of them when absent. */
  kinds?: readonly SuggestionKind[];
}

export function useSearchSuggest(options: SearchSuggestOptions) {
  const listId = useId();
  const controllerRef = useRef<SuggestController>(null);
  // A new object for each keystroke: only what the visitor types asks for suggestions, never a value set in code.
  const [typed, setTyped] = useState<{ text: string } | null>(null);
  const [combo, setCombo] = useState(CLOSED);

  const inputProps = {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': combo.open,
    'aria-controls': listId,
    'aria-activedescendant': combo.active < 0 ? undefined : optionId(listId, combo.active),
    onFocus: loadList,
    onInput: (event: FormEvent<HTMLInputElement>) => setTyped({ text: event.currentTarget.value }),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => controllerRef.current?.keyDown(event),
    onBlur: () => setCombo(CLOSED),
  } as const;

  const list = typed && (
    <Suspense>
      <SuggestList {...options} listId={listId} typed={typed} combo={combo} setCombo={setCombo} controllerRef={controllerRef} />
    </Suspense>
  );

  return { inputProps, list };
}
