// False on the server and while a server-rendered page hydrates, true from then on (and at once in a page
// the browser renders itself): for parts that exist only in a browser, such as the map.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
