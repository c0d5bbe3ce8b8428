// Whether a server's memory grows through a load run, from its samples (resident memory every few seconds
// after the warm-up). A server's memory rises at first (caches, compiled code, the database's buffers)
// and then holds; a leak keeps rising to the end. So memory grows when both hold: the end is more than
// GROWTH above the settled point (after the first minute, or a third of a shorter run), and the mean
// of each third of the samples after that point is higher than the one before.
export interface MemorySample {
  /** Seconds since the warm-up ended. */
  at: number;
  /** Bytes resident, every server process together. */
  rss: number;
  processes: { pid: number; rss: number }[];
}

/** How far above the settled point the end may be: a server's caches fill up slowly. */
export const GROWTH = 0.1;

export function memoryGrows(samples: readonly MemorySample[], settled: MemorySample): boolean {
  const after = samples.filter((s) => s.at >= settled.at).sort((a, b) => a.at - b.at);
  const end = after.at(-1);
  if (!end || end.rss <= settled.rss * (1 + GROWTH)) return false;
  const third = Math.floor(after.length / 3);
  // Too few samples to see a trend: the end alone decides.
  if (third < 1) return true;
  const mean = (part: readonly MemorySample[]) => part.reduce((sum, s) => sum + s.rss, 0) / part.length;
  const [first, middle, last] = [after.slice(0, third), after.slice(third, 2 * third), after.slice(2 * third)].map(mean);
  return middle! > first! && last! > middle!;
}
