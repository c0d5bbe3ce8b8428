// The files an upload refused, whether the answer was 201 with `failed` or, when every file was refused,
// a 415 or 413 error whose `fields` give each file's reason.
import { isApiError } from './api-error';

export interface RefusedFile {
  name: string;
  message: string;
}

/** Each file a wholly refused upload named; empty for any other error (network, 429, too many files). */
export function refusedFiles(error: unknown): RefusedFile[] {
  if (!isApiError(error) || (error.status !== 413 && error.status !== 415)) return [];
  return Object.entries(error.fields).map(([name, message]) => ({ name, message }));
}
