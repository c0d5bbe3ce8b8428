// The one error shape of the API, shared by the server that sends it and the client that reads it. No zod
// here: the browser reads errors on every page, and the schema (for the API docs) is in src/server/api-error-schema.ts.

export const ERROR_CODES = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  500: 'internal_error',
  503: 'service_unavailable',
} as const;

export type ErrorStatus = keyof typeof ERROR_CODES;

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The `error` of an answer in the API's error shape, or null for anything else. */
export function readApiError(data: unknown): ApiErrorBody['error'] | null {
  const error = (data as { error?: unknown } | null | undefined)?.error as Record<string, unknown> | undefined;
  if (!error || typeof error !== 'object' || !isText(error.code) || !isText(error.message)) return null;
  const fields = error.fields;
  const validFields = fields !== null && typeof fields === 'object' && !Array.isArray(fields) && Object.values(fields).every(isText);
  if (fields !== undefined && !validFields) return null;
  return { code: error.code, message: error.message, ...(fields === undefined ? {} : { fields: fields as Record<string, string> }) };
}

/** Turns zod issues into one message per field, keyed by the dotted path. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
