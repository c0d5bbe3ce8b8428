// The visitor's location, shared by every page for the whole visit: distances, the directory's proximity
// filter, Near Me and the business pages. Never asks on page load: a location already allowed is used at
// once, one already refused is reported as such; otherwise the visitor taps 'Enable Location' (or Near Me,
// or 'Show my distance'). Options follow the spec: high accuracy, 10 s timeout, a cached fix up to 5
// minutes old.
import { useEffect, useSyncExternalStore } from 'react';
import type { Point } from '@shared/distance';
import { toast } from '@web/lib/toast';
import { GEOLOCATION_OPTIONS, GEOLOCATION_UNSUPPORTED, geolocationErrorMessage, LOCATION_TOAST } from './geolocation';

export type LocationState =
  | { status: 'checking' } // asking the browser whether location is already allowed
  | { status: 'idle' } // not known, not asked yet
  | { status: 'locating' }
  | { status: 'ready'; coords: Point }
  | { status: 'error'; message: string; denied: boolean; unsupported: boolean };

const PERMISSION_DENIED = 1;

function supported(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator;
}

function canCheckPermission(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.permissions?.query === 'function';
}

const UNSUPPORTED: LocationState = { status: 'error', message: GEOLOCATION_UNSUPPORTED, denied: false, unsupported: true };

// Without the Permissions API there is no way to know quietly: wait for the visitor to ask.
/** What a server-rendered page shows: a browser with the permissions API starts out checking too. */
const CHECKING: LocationState = { status: 'checking' };
const serverSnapshot = () => CHECKING;

// The very object the server's snapshot returns: hydrating a page over it then re-renders nothing.
let state: LocationState = !supported() ? UNSUPPORTED : canCheckPermission() ? CHECKING : { status: 'idle' };
let followingPermission = false;
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

function failed(code: number): LocationState {
  return { status: 'error', message: geolocationErrorMessage(code), denied: code === PERMISSION_DENIED, unsupported: false };
}

/** Asks the browser for the position (the permission prompt when not yet decided); resolves with the outcome. */
export function requestLocation(): Promise<LocationState> {
  if (!supported()) {
    set(UNSUPPORTED);
    return Promise.resolve(state);
  }
  const outcome = new Promise<LocationState>((resolve) => waiting.add(resolve));
  if (state.status !== 'locating') {
    // A known position stays shown while it is refreshed.
    if (state.status !== 'ready') set({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => set({ status: 'ready', coords: { latitude: position.coords.latitude, longitude: position.coords.longitude } }),
      (error) => {
        // The browser's own refusal message is only logged; the page shows its own words.
        console.warn(geolocationErrorMessage(error.code));
        set(failed(error.code));
      },
      GEOLOCATION_OPTIONS,
    );
  }
  return outcome;
}

/** Asks for the position as `requestLocation` does, and tells the visitor with the spec's toast when it fails. */
export async function requestLocationOrExplain(): Promise<LocationState> {
  const outcome = await requestLocation();
  if (outcome.status === 'error') {
    toast.error(LOCATION_TOAST.title, { description: outcome.denied ? LOCATION_TOAST.description : outcome.message });
  }
  return outcome;
}

/**
 * Once per visit: uses a location already allowed and reports one already refused. Later changes in the
 * browser's settings are followed: a refusal is reported at once; an allowance only lifts the refusal, and
 * the location is found when the visitor asks for it.
 */
function followPermission() {
  if (followingPermission || !supported() || !canCheckPermission()) return;
  followingPermission = true;
  const follow = (permission: PermissionState, atStart: boolean) => {
    if (permission === 'denied') set(failed(PERMISSION_DENIED));
    else if (permission === 'granted' && atStart) void requestLocation();
    else if (state.status === 'checking' || (state.status === 'error' && state.denied)) set({ status: 'idle' });
  };
  navigator.permissions
    .query({ name: 'geolocation' })
    .then((result) => {
      follow(result.state, true);
      result.onchange = () => follow(result.state, false);
    })
    .catch(() => {
      if (state.status === 'checking') set({ status: 'idle' });
    });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useVisitorLocation() {
  useEffect(followPermission, []);
  const current = useSyncExternalStore(subscribe, () => state, serverSnapshot);
  return { state: current, coords: current.status === 'ready' ? current.coords : null, request: requestLocationOrExplain };
}
