// Putting photos in order, where the first is the cover: each tile can be dragged onto another's place
// (a mouse, or a long press where the browser drags), and has 'Move earlier' and 'Move later' buttons for
// the keyboard and for taps. The moved photo's button keeps the focus, and a screen reader hears the
// photo's new place.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { cn } from '@web/lib/utils';

/** What a dragged tile carries: its place, under a type only these tiles read (a dropped file has another). */
const DRAG_TYPE = 'application/x-photo-place';

/** The list with the item at `from` taken out and put back at `to`. */
export function movePhoto<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

type Direction = 'earlier' | 'later';

/**
 * The order of `photos` (their URLs), changed through `onChange`. `noun` names one in what is said
 * ('Photo 2 is now photo 1 of 3, the cover.').
 */
export function usePhotoOrder(photos: readonly string[], onChange: (urls: string[]) => void, noun = 'Photo') {
  const [said, setSaid] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<string | null>(null);

  useEffect(() => {
    if (!refocus.current) return;
    buttons.current.get(refocus.current)?.focus();
    refocus.current = null;
  }, [photos]);

  const move = (from: number, to: number, direction?: Direction) => {
    if (from === to || to < 0 || to >= photos.length) return;
    const url = photos[from]!;
    onChange(movePhoto(photos, from, to));
    const name = noun.toLowerCase();
    setSaid(`${noun} ${from + 1} is now ${name} ${to + 1} of ${photos.length}${to === 0 ? ', the cover' : ''}.`);
    // At either end the button that moved it can go no further (it is disabled): the other one takes the focus.
    if (direction) refocus.current = `${url} ${to === 0 ? 'later' : to === photos.length - 1 ? 'earlier' : direction}`;
  };

  /** What makes the tile at `index` draggable and a place to drop another. */
  const tileProps = (index: number) => ({
    draggable: photos.length > 1,
    'data-dragging': dragged === index || undefined,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.setData(DRAG_TYPE, String(index));
      event.dataTransfer.effectAllowed = 'move';
      setDragged(index);
    },
    onDragOver: (event: DragEvent) => {
      if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
    },
    onDrop: (event: DragEvent) => {
      const from = Number(event.dataTransfer.getData(DRAG_TYPE));
      if (!event.dataTransfer.types.includes(DRAG_TYPE) || !Number.isInteger(from)) return;
      event.preventDefault();
      move(from, index);
    },
    onDragEnd: () => setDragged(null),
  });

  /** The row of two buttons under the tile at `index` (a function, not a component: the buttons stay the same elements). */
  const moveButtons = (index: number, className?: string) => {
    const url = photos[index]!;
    const button = (direction: Direction) => {
      const Icon = direction === 'earlier' ? ChevronLeft : ChevronRight;
      const to = direction === 'earlier' ? index - 1 : index + 1;
      return (
        <button
          type="button"
          ref={(node) => {
            if (node) buttons.current.set(`${url} ${direction}`, node);
            else buttons.current.delete(`${url} ${direction}`);
          }}
          disabled={to < 0 || to >= photos.length}
          onClick={() => move(index, to, direction)}
          aria-label={`Move ${noun.toLowerCase()} ${index + 1} ${direction}`}
          className="inline-flex size-8 cursor-pointer items-center justify-center rounded-full border border-input bg-card text-espresso outline-none hover:bg-gold-soft focus-visible:ring-2 focus-visible:ring-ring disabled:invisible"
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      );
    };
    if (photos.length < 2) return null;
    return (
      <div className={cn('flex justify-between', className)}>
        {button('earlier')}
        {button('later')}
      </div>
    );
  };

  const status = (
    <p className="sr-only" role="status">
      {said}
    </p>
  );
  return { tileProps, moveButtons, status };
}
