// 'Now' for what a page shows by the clock (open or closed, an event over). A page the server rendered,
// perhaps kept a minute, is first drawn by the browser at the server's moment, so hydrating it finds the
// same text (else React throws the server's page away, and taps with it); the browser's own minute takes
// over right after, re-rendering only what reads differently.
import { createContext, useContext, useSyncExternalStore } from 'react';

const MINUTE = 60_000;
const noSubscription = () => () => {};
/** The current minute: the same value for a whole minute, as a snapshot must be. */
const thisMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

/** The moment the page was rendered at: given by the server's render, and by the browser as it hydrates. */
export const PageRenderedAt = createContext<number | undefined>(undefined);

/** The minute the page was rendered at, for the page state. */
export const pageRenderMinute = thisMinute;

export function useNow(): Date {
  const renderedAt = useContext(PageRenderedAt);
  return new Date(useSyncExternalStore(noSubscription, thisMinute, () => renderedAt ?? thisMinute()));
}
