// The fetch wrapper: JSON both ways, same-origin cookies, the API's error shape as ApiError.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiDelete, apiGet, apiPatch, apiPost, withQuery } from './api-client';

function answer(status: number, body?: unknown, statusText = '') {
  return new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

function mockFetch(response: Response | Error) {
  const fetch = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends JSON with same-origin credentials under /api and returns the parsed answer', async () => {
    const fetch = mockFetch(answer(201, { listingNumber: 'BL-12345678' }));
    const result = await apiPost<{ listingNumber: string }>('/listing-requests', { businessName: 'Soul Spot' });
    expect(result).toEqual({ listingNumber: 'BL-12345678' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/listing-requests');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"businessName":"Soul Spot"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('uses the verb of each helper and accepts paths that already start with /api/', async () => {
    const fetch = mockFetch(answer(204));
    await apiGet('/api/health');
    await apiPatch('/admin/blogs/1', { title: 'x' });
    await apiDelete('/admin/reviews/2');
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url, init]) => `${init.method} ${url}`)).toEqual(['GET /api/health', 'PATCH /api/admin/blogs/1', 'DELETE /api/admin/reviews/2']);
    expect(calls[0]?.[1].body).toBeUndefined();
  });

  it('sends FormData as is, leaving the multipart boundary to the browser', async () => {
    const fetch = mockFetch(answer(200, { urls: [] }));
    const form = new FormData();
    await apiPost('/uploads', form);
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('throws the API error shape as an ApiError with status, code, message and fields', async () => {
    mockFetch(answer(400, { error: { code: 'validation_failed', message: 'Please fix the errors before submitting', fields: { username: 'Too short' } } }));
    const error = await apiPost('/listings/1/reviews', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Please fix the errors before submitting',
      fields: { username: 'Too short' },
    });
    expect((error as ApiError).isClientError).toBe(true);
  });

  it('still throws a useful ApiError when a failure has no JSON body', async () => {
    mockFetch(answer(502, '<html>Bad gateway</html>', 'Bad Gateway'));
    await expect(apiGet('/listings')).rejects.toMatchObject({
      status: 502,
      code: 'http_error',
      message: 'Something went wrong on our side. Please try again.',
    });
    mockFetch(answer(404, '', 'Not Found'));
    await expect(apiGet('/articles/9')).rejects.toMatchObject({ status: 404, code: 'not_found', message: 'Not Found' });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    await expect(apiGet('/listings')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('reads an error body only in the API error shape', async () => {
    for (const body of [{ error: { code: 'x' } }, { error: { code: 'x', message: 'y', fields: { a: 1 } } }, { error: 'nope' }, ['error']]) {
      mockFetch(answer(418, body, "I'm a teapot"));
      await expect(apiGet('/listings')).rejects.toMatchObject({ status: 418, code: 'http_error', message: "I'm a teapot", fields: {} });
    }
    mockFetch(answer(400, { error: { code: 'validation_failed', message: 'Check the form', fields: { q: 'Too long' } } }));
    await expect(apiGet('/listings')).rejects.toMatchObject({ code: 'validation_failed', message: 'Check the form', fields: { q: 'Too long' } });
  });
});

describe('withQuery', () => {
  it('leaves out empty values, repeats arrays and encodes', () => {
    expect(withQuery('/listings', { q: 'soul food', type: '', state: undefined, services: ['Catering', 'Takeout'], limit: 20, near: null })).toBe(
      '/listings?q=soul+food&services=Catering&services=Takeout&limit=20',
    );
    expect(withQuery('/listings', {})).toBe('/listings');
    expect(withQuery('/listings?sort=new', { q: 'a&b' })).toBe('/listings?sort=new&q=a%26b');
  });
});
