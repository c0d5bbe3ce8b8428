// Whether a CSS media query matches now, kept in step as the window changes (false before it is known).
import { useSyncExternalStore } from 'react';

export const DESKTOP_SCREEN = '(min-width: 1024px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
