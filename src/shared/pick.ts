// Copying named fields from one object to another: views that add to a smaller view, payloads that take
// a form's fields as they are, rows that store a form's blank answers as null.

/** The named fields of `from`, as they are. */
export function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = from[key];
  return picked;
}

/** The keys of T's text fields. */
type TextKey<T> = { [P in keyof T]-?: T[P] extends string | null | undefined ? P : never }[keyof T];

/** The named text fields of `from`, a blank one (empty, undefined or null) as null: an optional answer left out. */
export function blanksAsNull<T extends object, K extends TextKey<T>>(from: T, keys: readonly K[]): { [P in K]: NonNullable<T[P]> | null } {
  const picked = {} as { [P in K]: NonNullable<T[P]> | null };
  for (const key of keys) picked[key] = (from[key] || null) as NonNullable<T[K]> | null;
  return picked;
}
