// The count of saved businesses over the header's heart: a badge that takes no room, so nothing moves
// when it appears; said to screen readers as part of the link ('Saved businesses (3)').
import { useSavedEntries } from '@web/lib/saved-store';

export function SavedCount() {
  const count = useSavedEntries().length;
  if (!count) return null;
  return (
    <>
      <span className="sr-only"> ({count})</span>
      <span
        aria-hidden="true"
        className="absolute right-0.5 top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-ember px-1 text-[0.7rem] font-bold leading-none text-white"
      >
        {count > 99 ? '99+' : count}
      </span>
    </>
  );
}
