// The one way the browser talks to the API: JSON in and out, same-origin cookies, and every non-2xx answer
// thrown as an ApiError in the shape of src/shared/api-error.ts. Answers are typed by the caller and not
// checked again here: the server checks each against its zod schema before sending it, and leaving zod out
// of the pages that only read keeps its code off most visits.
import { ERROR_CODES, readApiError } from '@shared/api-error-body';
import { ApiError } from './api-error';

export { ApiError, isApiError, errorMessage } from './api-error';

export const API_BASE = '/api';

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * The query client the request fills (a query function's `client`): a server render's (AnswersApi)
   * answers the request in process; the browser's leaves it to the network.
   */
  client?: object;
}

/** A request body: anything JSON-serialisable, or FormData for multipart uploads. */
export type RequestBody = FormData | object | string | number | boolean | null | undefined;

export type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

/** Builds '/path?a=1&b=x' leaving out empty values; arrays become repeated keys. */
export function withQuery(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/**
 * A query client that answers the API itself: the server render makes one for each page, so each page's
 * requests go to that page's own answers, whatever other renders are under way.
 */
export interface AnswersApi {
  answerApi(url: string, init: RequestInit): Promise<Response>;
}

function send(url: string, init: RequestInit, client: object | undefined): Promise<Response> {
  return client && 'answerApi' in client ? (client as AnswersApi).answerApi(url, init) : fetch(url, init);
}

const NETWORK_MESSAGE = 'We could not reach the server. Check your connection and try again.';
/** With no connection at all, said plainly: nothing was sent, and what was typed stays in the form. */
export const OFFLINE_MESSAGE = 'This could not be sent: there is no connection. What you typed is kept here; send it again once you are back online.';
const OFFLINE_READ_MESSAGE = 'You are offline: this could not be loaded. Try again once you are back online.';

function networkMessage(method: string): string {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return NETWORK_MESSAGE;
  return method === 'GET' ? OFFLINE_READ_MESSAGE : OFFLINE_MESSAGE;
}

/** The address a request for `path` goes to: under /api unless it is there already (or another site's). */
export const apiPathOf = (path: string) => (path.startsWith('/api/') || /^https?:/.test(path) ? path : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`);

async function request<T>(method: string, path: string, body: RequestBody, options: RequestOptions = {}): Promise<T> {
  const url = apiPathOf(path);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await send(url, { method, headers, body: payload, credentials: 'same-origin', signal: options.signal }, options.client);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', networkMessage(method));
  }

  const data = await readJson(response);
  if (!response.ok) throw toApiError(response, data);
  return data as T;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(response: Response, data: unknown): ApiError {
  const error = readApiError(data);
  if (error) return new ApiError(response.status, error.code, error.message, error.fields ?? {});
  const code = (ERROR_CODES as Record<number, string>)[response.status] ?? 'http_error';
  const message = response.status >= 500 ? 'Something went wrong on our side. Please try again.' : response.statusText || `Request failed (${response.status})`;
  return new ApiError(response.status, code, message);
}

export function apiGet<T = unknown>(path: string, options?: RequestOptions): Promise<T> {
  return request<T>('GET', path, undefined, options);
}

export function apiPost<T = unknown>(path: string, body?: RequestBody, options?: RequestOptions): Promise<T> {
  return request<T>('POST', path, body, options);
}

export function apiPatch<T = unknown>(path: string, body?: RequestBody, options?: RequestOptions): Promise<T> {
  return request<T>('PATCH', path, body, options);
}

export function apiPut<T = unknown>(path: string, body?: RequestBody, options?: RequestOptions): Promise<T> {
  return request<T>('PUT', path, body, options);
}

export function apiDelete<T = unknown>(path: string, body?: RequestBody, options?: RequestOptions): Promise<T> {
  return request<T>('DELETE', path, body, options);
}
