// The text rules every form schema builds on. A text field's length limit comes first and is final
// (zod's `abort`), so no later rule (a regex, a refine, parseHours, z.email) ever reads an over-long value:
// zod otherwise goes on checking after a failed limit, and one huge field could hold the server up.
import { config as zodConfig, z } from 'zod';
import { isPhoneNumber, normalizePhone } from '../phone';

// In the browser zod would first try `new Function` to see whether it may compile its checks, which the
// site's content security policy (no 'unsafe-eval') refuses and reports as a violation; the compiled
// checks only pay on a server's volume. Every form schema reads this module before it parses anything.
// (Called by its own name: the build drops any `z.…` call whose result is unused, this one included.)
if (typeof document !== 'undefined') zodConfig({ jitless: true });

/** The options of a length limit that ends the field's checks when it fails. */
export const finalLimit = (message?: string) => ({ message, abort: true }) as const;

// A UTF-16 half of a pair without its other half: no character at all.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text as the database stores it: NUL characters dropped (nobody types them, and PostgreSQL refuses them
 * in text) and a lone surrogate made U+FFFD (the driver sends it so, and a key read back would differ).
 */
export function storableText(value: string): string {
  return value.replaceAll('\0', '').replace(LONE_SURROGATE, '\ufffd');
}

/**
 * A string of at most `max` characters (after trimming, unless `trim` is false), checked before anything
 * else, made storable (see storableText).
 */
export function boundedString(max: number, tooLong?: string, options: { error?: string; trim?: boolean } = {}) {
  const trim = options.trim !== false;
  const base = z.string(options.error === undefined ? undefined : { error: options.error });
  return (trim ? base.trim() : base).max(max, finalLimit(tooLong)).overwrite((v) => {
    const stored = storableText(v);
    return stored === v ? v : trim ? stored.trim() : stored;
  });
}

/** Trimmed text that must not be empty, with one message for both missing and blank. */
export const requiredText = (message: string, max: number, tooLong = `Please keep this under ${max} characters`) =>
  boundedString(max, tooLong, { error: message }).min(1, message);

/** Trimmed optional text; missing or blank both mean none (''). */
export const optionalText = (max: number, tooLong = `Please keep this under ${max} characters`) => boundedString(max, tooLong).optional().default('');

/** A valid phone number in any format people type, stored in one form: '(404) 555-0111' (see phone.ts). */
export const phoneField = requiredText('Please enter a phone number', 30, 'Please enter a valid phone number')
  .refine(isPhoneNumber, 'Please enter a valid phone number')
  .overwrite(normalizePhone);
/** The same for a field that may stay blank: '' or a valid number, stored in the one form. */
export const optionalPhoneField = (message: string) =>
  boundedString(30, message)
    .refine((v) => !v || isPhoneNumber(v), message)
    .overwrite(normalizePhone);

export const emailField = requiredText('Please enter a valid email address', 254, 'Please enter a valid email address').pipe(
  z.email('Please enter a valid email address'),
);

const emailCheck = z.email();
export const isEmailAddress = (v: string) => emailCheck.safeParse(v).success;

/**
 * A list of at most `max` items whose count is checked before any item is: a body of half a million
 * items is refused by its length, without running the item rules on each.
 */
export function boundedArray<T extends z.ZodType>(item: T, max: number, tooMany: string) {
  const counted = z.array(z.unknown()).max(max, finalLimit(tooMany)) as unknown as z.ZodType<z.input<T>[], z.input<T>[]>;
  return counted.pipe(z.array(item));
}
