// The visitor's location for Near Me and distances, shared by the New Businesses and business pages for the
// whole visit. Never asks on page load: a location already allowed is used at once; otherwise the visitor
// taps 'Enable Location'. Options follow the spec: high accuracy, 10 s timeout, a cached fix up to 5 minutes old.
import { useEffect, useSyncExternalStore } from 'react';
import type { Point } from '@shared/distance';
import { GEOLOCATION_OPTIONS, GEOLOCATION_UNSUPPORTED, geolocationErrorMessage } from '@web/lib/geolocation';

export type LocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'ready'; coords: Point }
  | { status: 'error'; message: string; denied: boolean };

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
    set({ status: 'error', message: GEOLOCATION_UNSUPPORTED, denied: false });
    return Promise.resolve(state);
  }
  const outcome = new Promise<LocationState>((resolve) => waiting.add(resolve));
  if (state.status !== 'locating') {
    if (state.status !== 'ready') set({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => set({ status: 'ready', coords: { latitude: position.coords.latitude, longitude: position.coords.longitude } }),
      (error) => {
        // The browser's own refusal message is only logged (SPEC 8); the page shows its own words.
        console.warn(geolocationErrorMessage(error.code));
        set({ status: 'error', message: geolocationErrorMessage(error.code), denied: error.code === 1 });
      },
      GEOLOCATION_OPTIONS,
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
