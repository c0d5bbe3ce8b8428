// The changed words between an old and a new text, for the edit comparison (admin code only: the diff
// library never reaches a visitor's page).
import { diffWords } from 'diff';

export interface WordPart {
  text: string;
  kind: 'same' | 'added' | 'removed';
}

/** The two texts cut into words kept, removed and added, in reading order. */
export function wordDiff(before: string, after: string): WordPart[] {
  return diffWords(before, after).map((change) => ({
    text: change.value,
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
  }));
}

/** One side of the comparison: the old side keeps what stayed and what went, the new side what stayed and what came. */
export function sideParts(parts: readonly WordPart[], side: 'original' | 'proposed'): WordPart[] {
  const dropped = side === 'original' ? 'added' : 'removed';
  return parts.filter((p) => p.kind !== dropped);
}
