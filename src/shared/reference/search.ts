// The search boxes' numbers that both sides read, zod-free so the reading pages can load them.

/** Suggestions answer from the second character. */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_MAX_ITEMS = 8;
