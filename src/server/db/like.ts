// LIKE patterns built from what a visitor typed: the wildcard characters of the text itself are escaped.

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%`: contains the text, literally. */
export const likePattern = (text: string) => `%${escapeLike(text)}%`;
