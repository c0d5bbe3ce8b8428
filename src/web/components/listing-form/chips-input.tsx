// A list of short entries typed one at a time (keywords, custom services): Enter, a comma or the Add button
// adds one; each entry is trimmed, never empty and never a duplicate; each chip has its remove button.
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import type { FieldAria } from '@web/components/forms/field';
import { RemoveButton } from '@web/components/remove-button';

export interface ChipsInputProps {
  items: readonly string[];
  /** Adds an entry; answers a message to show instead when it cannot be added. */
  onAdd: (item: string) => string | null;
  onRemove: (item: string) => void;
  placeholder?: string;
  /** Name of one entry for the buttons, e.g. 'keyword'. */
  noun: string;
  aria: FieldAria;
  max?: number;
}

/** The usual duplicate check: the same entry ignoring case. */
export function duplicateMessage(items: readonly string[], item: string): string | null {
  return items.some((i) => i.toLowerCase() === item.toLowerCase()) ? `'${item}' is already added` : null;
}

export function ChipsInput({ items, onAdd, onRemove, placeholder, noun, aria, max = 30 }: ChipsInputProps) {
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState<string | null>(null);

  const add = (raw: string) => {
    const parts = raw
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    if (!parts.length) {
      setNote(raw.trim() ? null : `Type a ${noun} first`);
      return;
    }
    let message: string | null = null;
    let count = items.length;
    for (const part of parts) {
      if (count >= max) {
        message = `At most ${max} entries`;
        break;
      }
      const refused = onAdd(part.slice(0, 60));
      if (refused) message = refused;
      else count += 1;
    }
    setNote(message);
    setDraft('');
  };

  const noteId = `${aria.id}-note`;
  return (
    <div className="grid gap-3">
      <div className="flex gap-2">
        <Input
          {...aria}
          aria-describedby={[aria['aria-describedby'], note ? noteId : ''].filter(Boolean).join(' ') || undefined}
          value={draft}
          placeholder={placeholder}
          enterKeyHint="done"
          maxLength={200}
          onChange={(e) => {
            const value = e.target.value;
            // A typed comma closes the entry, as in most tag inputs.
            if (value.includes(',')) add(value);
            else {
              setDraft(value);
              if (note) setNote(null);
            }
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add(draft);
            }
          }}
        />
        <Button type="button" variant="outline" onClick={() => add(draft)} aria-label={`Add ${noun}`}>
          <Plus aria-hidden="true" />
          <span className="hidden sm:inline">Add</span>
        </Button>
      </div>
      {note && (
        <p id={noteId} role="status" className="text-sm text-muted-foreground">
          {note}
        </p>
      )}
      {items.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={`Added ${noun}s`}>
          {items.map((item) => (
            <li key={item} className="flex items-center gap-1 rounded-full border border-gold/40 bg-gold-soft py-1 pl-3 pr-1 text-sm font-medium text-espresso">
              {item}
              <RemoveButton
                label={`Remove ${item}`}
                onClick={() => onRemove(item)}
                className="relative size-6 text-espresso/70 after:absolute after:-inset-2 after:content-[''] hover:bg-gold/30 hover:text-espresso"
                iconClassName="size-3.5"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
