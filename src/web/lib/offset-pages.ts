// Lists the API answers page by page by offset (?limit=&offset=, each page saying whether more follow):
// where the next page starts, and every item loaded so far.

/** The offset of the page after `pages`, each `size` long; undefined when the last said nothing follows. */
export function nextOffset(size: number, start = 0) {
  return (last: { hasMore: boolean }, pages: readonly unknown[]) => (last.hasMore ? start + pages.length * size : undefined);
}

/** Every item of the pages loaded so far, in order. */
export function itemsOf<T>(data: { pages: readonly { items: readonly T[] }[] } | undefined): T[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}
