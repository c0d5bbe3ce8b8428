// 'Now' for what a page shows by the clock (open or closed, an event over). A page the server rendered,
// perhaps kept a minute, is first drawn by the browser at the server's moment, so hydrating it finds the
// same text (else React throws the server's page away, and taps with it); the browser's own minute takes
// over right after, re-rendering only what reads differently.
import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;
const noSubscription = () => () => {};
/** The current minute: the same value for a whole minute, as a snapshot must be. */
const thisMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

let renderedAt: number | undefined;

/** The moment the page was rendered at: set by the server's render, and by the browser before hydrating. */
export function setPageRenderedAt(at: number | undefined): void {
  renderedAt = at;
}

/** The minute the page was rendered at, for the page state. */
export const pageRenderMinute = thisMinute;

export function useNow(): Date {
  return new Date(useSyncExternalStore(noSubscription, thisMinute, () => renderedAt ?? thisMinute()));
}
