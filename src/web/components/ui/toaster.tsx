// The toaster (sonner), mounted by the app shell once a toast is wanted. Pages raise toasts through
// @web/lib/toast, which loads this module, and sonner with it, only then. Here each toast gets its id (the
// same message twice is one toast), follows its page and dialog (toast-owners.ts) and keeps clear of an
// open dialog's title and controls (toast-placement.ts).
import { useEffect, useState } from 'react';
import type * as React from 'react';
import { Toaster as Sonner, toast as sonnerToast, type ExternalToast } from 'sonner';
import { ToastOwners, type PageState, type ToastId, type ToastKind } from '@web/lib/toast-owners';
import { toastPlacement, type ToastPlacement } from '@web/lib/toast-placement';

// Darker text than sonner's rich colours, which fall below the 4.5:1 contrast that small text needs.
const CONTRAST_COLOURS = {
  '--success-text': '#065f46',
  '--error-text': '#991b1b',
  '--warning-text': '#854d0e',
  '--info-text': '#1e3a8a',
} as React.CSSProperties;

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';
/** A dialog's or sheet's header: its title, and the close button beside it. */
const HEADER = '[data-slot="dialog-header"], [data-slot="sheet-header"]';

/** What the toaster follows of the app's router: its state, and each change of it. */
export interface ToastRouter {
  state: PageState;
  subscribe: (listener: (state: PageState) => void) => () => void;
}

const owners = new ToastOwners((id) => sonnerToast.dismiss(id));
let router: ToastRouter | undefined;
/** Toasts whose raising task ended before the toaster (and its router) mounted: bound when it does. */
let waitingForRouter: ToastId[] = [];
let placeToasts = () => {};

function bind(id: ToastId) {
  if (router) owners.bind(id, router.state);
  else waitingForRouter.push(id);
}

export function raiseToast(kind: ToastKind, title: string, options: ExternalToast = {}) {
  const id = options.id ?? `${kind}: ${title}${typeof options.description === 'string' ? `\n${options.description}` : ''}`;
  owners.raised(id, kind);
  placeToasts();
  sonnerToast[kind](title, {
    ...options,
    id,
    onDismiss: (t) => {
      owners.closed(id);
      options.onDismiss?.(t);
    },
    onAutoClose: (t) => {
      owners.closed(id);
      options.onAutoClose?.(t);
    },
  });
  // Bound once the task that raised it is over: a navigation it started takes it along.
  setTimeout(() => bind(id));
}

export function dismissToast(id?: string) {
  owners.dismiss(id);
  if (id === undefined) sonnerToast.dismiss();
}

/** The open dialogs, the topmost last. */
const openDialogs = () => [...document.querySelectorAll(OPEN_DIALOG)];

/** Where toasts go now: clear of the topmost open dialog, if any, and of its header. */
function currentPlacement(): ToastPlacement {
  const top = openDialogs().at(-1);
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  return toastPlacement(viewport, top?.getBoundingClientRect() ?? null, top?.querySelector(HEADER)?.getBoundingClientRect() ?? null);
}

export function Toaster({ router: appRouter, ...props }: React.ComponentProps<typeof Sonner> & { router?: ToastRouter }) {
  const [placement, setPlacement] = useState<ToastPlacement>({ position: 'top-center' });

  useEffect(() => {
    if (!appRouter) return;
    router = appRouter;
    owners.routed(appRouter.state);
    waitingForRouter.forEach(bind);
    waitingForRouter = [];
    return appRouter.subscribe((state) => owners.routed(state));
  }, [appRouter]);

  useEffect(() => {
    let dialogs = openDialogs();
    const place = () =>
      setPlacement((was) => {
        const now = currentPlacement();
        return now.position === was.position && now.top === was.top ? was : now;
      });
    placeToasts = place;
    // A dialog grows as its messages show: the toasts move out of its way again.
    const resized = new ResizeObserver(place);
    dialogs.forEach((d) => resized.observe(d));
    const changed = new MutationObserver(() => {
      const now = openDialogs();
      if (now.length === dialogs.length && now.every((d, i) => d === dialogs[i])) return;
      owners.dialogChanged(now.length >= dialogs.length);
      dialogs.forEach((d) => resized.unobserve(d));
      now.forEach((d) => resized.observe(d));
      dialogs = now;
      place();
    });
    changed.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
    window.addEventListener('resize', place);
    place();
    return () => {
      placeToasts = () => {};
      changed.disconnect();
      resized.disconnect();
      window.removeEventListener('resize', place);
    };
  }, []);

  const offset = placement.top === undefined ? undefined : { top: placement.top };
  return (
    <Sonner
      richColors
      position={placement.position}
      offset={offset}
      mobileOffset={offset}
      closeButton
      style={CONTRAST_COLOURS}
      toastOptions={{ style: { fontFamily: 'var(--font-sans)' } }}
      {...props}
    />
  );
}
