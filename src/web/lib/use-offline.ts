// Whether the browser says it has no connection (false on the server and while a page hydrates).
import { useSyncExternalStore } from 'react';

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export const useOffline = (): boolean =>
  useSyncExternalStore(
    subscribeOnline,
    () => !navigator.onLine,
    () => false,
  );
