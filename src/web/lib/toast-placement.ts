// Where toasts show: at the top of the screen, unless a dialog is open there. Then where the dialog leaves
// room (above it, below it, or on a wide screen to its right); else, on a wide screen, at the bottom left,
// where a dialog's footer has no buttons (they sit on its right); on a phone, whose dialog fills the
// screen, just under the dialog's header (its title and close button stay clear, and so do the buttons
// at its foot), or at the bottom when the header takes too much of the screen.

export type ToastPosition = 'top-center' | 'bottom-center' | 'top-right' | 'bottom-left';

export interface ToastPlacement {
  position: ToastPosition;
  /** How far from the screen's top the toasts start, when not at the usual margin. */
  top?: number;
}

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The height a toast takes with its margin from the screen's edge. */
export const TOAST_ROOM_HEIGHT = 100;
/** The width a toast takes on a wide screen, with its margins. */
export const TOAST_ROOM_WIDTH = 356 + 2 * 24;
/** From this width on, toasts have their own width and dialogs lay their buttons out in a row on the right. */
export const WIDE_SCREEN = 640;
/** The gap between a dialog's header and a toast under it. */
const UNDER_HEADER_GAP = 8;

export function toastPlacement(viewport: { width: number; height: number }, dialog: Box | null, header: Box | null = null): ToastPlacement {
  if (!dialog || dialog.top >= TOAST_ROOM_HEIGHT) return { position: 'top-center' };
  if (viewport.height - dialog.bottom >= TOAST_ROOM_HEIGHT) return { position: 'bottom-center' };
  if (viewport.width >= WIDE_SCREEN) return { position: viewport.width - dialog.right >= TOAST_ROOM_WIDTH ? 'top-right' : 'bottom-left' };
  const underHeader = Math.max(dialog.top, header?.bottom ?? dialog.top) + UNDER_HEADER_GAP;
  return header && underHeader + TOAST_ROOM_HEIGHT <= viewport.height / 2 ? { position: 'top-center', top: underHeader } : { position: 'bottom-center' };
}
