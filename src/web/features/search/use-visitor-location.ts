// The visitor's location for distances and the proximity filter. Never asks on page load: a location
// already allowed is used at once; otherwise the visitor taps 'Enable Location'. A refusal shows the
// spec's toast and leaves the 'Enable Location' prompt with the reason.
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@web/components/ui/toaster';
import { GEOLOCATION_OPTIONS, GEOLOCATION_UNSUPPORTED, geolocationErrorMessage, LOCATION_TOAST } from '@web/lib/geolocation';
import type { Coordinates } from './search-params';

export type LocationState =
  | { status: 'checking' } // asking the browser whether location is already allowed
  | { status: 'idle' } // not known, not asked yet
  | { status: 'locating' }
  | { status: 'ready'; coords: Coordinates }
  | { status: 'error'; message: string; denied: boolean; unsupported: boolean };

function hasGeolocation(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator;
}

function canCheckPermission(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.permissions?.query === 'function';
}

function initialState(): LocationState {
  if (!hasGeolocation()) return { status: 'error', message: GEOLOCATION_UNSUPPORTED, denied: false, unsupported: true };
  // Without the Permissions API there is no way to know quietly: wait for 'Enable Location'.
  return canCheckPermission() ? { status: 'checking' } : { status: 'idle' };
}

export function useVisitorLocation() {
  const [state, setState] = useState<LocationState>(initialState);
  const asking = useRef(false);

  const locate = useCallback((options: { quiet?: boolean } = {}) => {
    if (!hasGeolocation()) {
      setState({ status: 'error', message: GEOLOCATION_UNSUPPORTED, denied: false, unsupported: true });
      if (!options.quiet) toast.error(LOCATION_TOAST.title, { description: GEOLOCATION_UNSUPPORTED });
      return;
    }
    if (asking.current) return;
    asking.current = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'locating' }));
    navigator.geolocation.getCurrentPosition(
      (position) => {
        asking.current = false;
        setState({ status: 'ready', coords: { latitude: position.coords.latitude, longitude: position.coords.longitude } });
      },
      (error) => {
        asking.current = false;
        const denied = error.code === error.PERMISSION_DENIED;
        setState({ status: 'error', message: geolocationErrorMessage(error.code), denied, unsupported: false });
        if (!options.quiet) {
          toast.error(LOCATION_TOAST.title, { description: denied ? LOCATION_TOAST.description : geolocationErrorMessage(error.code) });
        }
      },
      GEOLOCATION_OPTIONS,
    );
  }, []);

  useEffect(() => {
    if (!hasGeolocation() || !canCheckPermission()) return;
    let status: PermissionStatus | undefined;
    let cancelled = false;
    const follow = (permission: PermissionState) => {
      if (permission === 'granted') locate({ quiet: true });
      else if (permission === 'denied') {
        setState({ status: 'error', message: geolocationErrorMessage(1), denied: true, unsupported: false });
      } else setState((s) => (s.status === 'checking' ? { status: 'idle' } : s));
    };
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((result) => {
        if (cancelled) return;
        status = result;
        follow(result.state);
        // Allowing or blocking location in the browser's settings takes effect without a reload.
        result.onchange = () => follow(result.state);
      })
      .catch(() => {
        if (!cancelled) setState({ status: 'idle' });
      });
    return () => {
      cancelled = true;
      if (status) status.onchange = null;
    };
  }, [locate]);

  const coords = state.status === 'ready' ? state.coords : null;
  return { state, coords, locate: () => locate() };
}
