// A row of cards: on phones one line to swipe through, the next card peeking in under a fade at the edge
// (so the row plainly goes on); on wider screens a grid. Each card is a list item; links inside are
// reached by Tab, which scrolls them into view.
import type { ReactNode } from 'react';

export interface ScrollRowProps {
  label: string;
  /** The grid's columns from the md breakpoint on ('md:grid-cols-4'). */
  columns: string;
  /** Each card's width on phones ('w-60'). */
  itemWidth: string;
  items: readonly { key: string | number; node: ReactNode }[];
}

export function ScrollRow({ label, columns, itemWidth, items }: ScrollRowProps) {
  return (
    <div className="relative -mx-4 sm:-mx-6 md:mx-0">
      <ul
        aria-label={label}
        // The end's padding outlasts the fade, so the last card scrolls clear of it.
        className={`flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-pl-4 scroll-pr-10 pb-2 pl-4 pr-10 [scrollbar-width:none] sm:scroll-pl-6 sm:scroll-pr-12 sm:pl-6 sm:pr-12 md:grid md:overflow-visible md:pb-0 md:pl-0 md:pr-0 ${columns}`}
      >
        {items.map(({ key, node }) => (
          <li key={key} className={`flex shrink-0 snap-start md:w-auto ${itemWidth}`}>
            {node}
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 w-8 bg-gradient-to-l from-background md:hidden" />
    </div>
  );
}
