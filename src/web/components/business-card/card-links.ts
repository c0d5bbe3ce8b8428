// The card's service preview: the first few services of a comma-separated list and how many more.

/** The first `max` services of a comma-separated list, and how many more there are. */
export function servicesPreview(text: string | null | undefined, max = 3): { shown: string[]; more: number } {
  const all = (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return { shown: all.slice(0, max), more: Math.max(0, all.length - max) };
}
