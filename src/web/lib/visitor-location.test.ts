// The shared visitor location: one browser request at a time, the spec's options, the outcome for every
// page that waits on it, and the spec's toast when it fails.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toastError = vi.fn();
vi.mock('@web/lib/toast', () => ({ toast: { error: toastError } }));

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (error: { code: number }) => void;

let calls: { success: Success; failure: Failure; options: PositionOptions }[];

function browser(withGeolocation: boolean) {
  calls = [];
  const geolocation = {
    getCurrentPosition: (success: Success, failure: Failure, options: PositionOptions) => calls.push({ success, failure, options }),
  };
  vi.stubGlobal('navigator', withGeolocation ? { geolocation } : {});
}

async function load() {
  vi.resetModules();
  return import('./visitor-location');
}

beforeEach(() => {
  toastError.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('visitor location', () => {
  it('asks the browser once for concurrent requests, with the spec options, and gives every caller the position', async () => {
    browser(true);
    const { requestLocation } = await load();
    const first = requestLocation();
    const second = requestLocation();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.options).toEqual({ enableHighAccuracy: true, timeout: 10000, maximumAge: 300000 });
    calls[0]!.success({ coords: { latitude: 33.749, longitude: -84.388 } });
    const expected = { status: 'ready', coords: { latitude: 33.749, longitude: -84.388 } };
    expect(await first).toEqual(expected);
    expect(await second).toEqual(expected);
  });

  it('reports a refusal with the spec text, logs it, and the explaining request shows the Location Access toast', async () => {
    browser(true);
    const { requestLocationOrExplain } = await load();
    const outcome = requestLocationOrExplain();
    calls[0]!.failure({ code: 1 });
    expect(await outcome).toEqual({ status: 'error', message: 'Location access denied by user', denied: true, unsupported: false });
    expect(console.warn).toHaveBeenCalledWith('Location access denied by user');
    expect(toastError).toHaveBeenCalledWith('Location Access', { description: 'Enable location access for distance-based filtering.' });
  });

  it('tells a timeout by its own text', async () => {
    browser(true);
    const { requestLocationOrExplain } = await load();
    const outcome = requestLocationOrExplain();
    calls[0]!.failure({ code: 3 });
    expect(await outcome).toMatchObject({ status: 'error', message: 'Location request timed out', denied: false });
    expect(toastError).toHaveBeenCalledWith('Location Access', { description: 'Location request timed out' });
  });

  it('knows at once when the browser has no geolocation', async () => {
    browser(false);
    const { requestLocationOrExplain } = await load();
    expect(await requestLocationOrExplain()).toEqual({
      status: 'error',
      message: 'Geolocation is not supported by this browser',
      denied: false,
      unsupported: true,
    });
    expect(toastError).toHaveBeenCalledWith('Location Access', { description: 'Geolocation is not supported by this browser' });
  });
});
