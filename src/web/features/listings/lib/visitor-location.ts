// The visitor's location for Near Me and distances, shared by the New Businesses and business pages for the
// whole visit. Never asks on page load: a location already allowed is used at once; otherwise the visitor
// taps 'Enable Location'. Options follow the spec: high accuracy, 10 s timeout, a cached fix up to 5 minutes old.
import { useEffect, useSyncExternalStore } from 'react';
import type { Point } from '@shared/distance';

export type LocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'ready'; coords: Point }
  | { status: 'error'; message: string; denied: boolean };

export const LOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 };
export const LOCATION_TOAST = { title: 'Location Access', description: 'Enable location access for distance-based filtering.' } as const;

export function locationErrorMessage(code: number | undefined): string {
  if (code === 1) return 'Location access denied by user';
  if (code === 2) return 'Location information unavailable';
  if (code === 3) return 'Location request timed out';
  return 'Failed to get location';
}

let state: LocationState = { status: 'idle' };
let checked = false;
const listeners = new Set<() => void>();
const waiting = new Set<(state: LocationState) => void>();

function set(next: LocationState) {
  state = next;
  listeners.forEach((l) => l());
  if (next.status === 'ready' || next.status === 'error') {
    waiting.forEach((w) => w(next));
    waiting.clear();
  }
}

function supported(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator;
}

/** Asks the browser for the position (the permission prompt when not yet decided); resolves with the outcome. */
export function requestLocation(): Promise<LocationState> {
  if (!supported()) {
    set({ status: 'error', message: 'Geolocation is not supported by this browser', denied: false });
    return Promise.resolve(state);
  }
  const outcome = new Promise<LocationState>((resolve) => waiting.add(resolve));
  if (state.status !== 'locating') {
    if (state.status !== 'ready') set({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => set({ status: 'ready', coords: { latitude: position.coords.latitude, longitude: position.coords.longitude } }),
      (error) => {
        // The browser's own refusal message is only logged (SPEC 8); the page shows its own words.
        console.warn(locationErrorMessage(error.code));
        set({ status: 'error', message: locationErrorMessage(error.code), denied: error.code === 1 });
      },
      LOCATION_OPTIONS,
    );
  }
  return outcome;
}

/** Uses a location the visitor already allowed, once per visit, without prompting. */
function useAllowedLocation() {
  useEffect(() => {
    if (checked || !supported() || !navigator.permissions?.query) return;
    checked = true;
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((result) => {
        if (result.state === 'granted' && state.status === 'idle') void requestLocation();
      })
      .catch(() => {});
  }, []);
}

export function useVisitorLocation() {
  useAllowedLocation();
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
  return { state: current, coords: current.status === 'ready' ? current.coords : null, request: requestLocation };
}
