// Where an open dialog or sheet is drawn, and how it closes without the app's script. A dialog the server
// rendered open (its page's address holds its open state, e.g. '/reviews/12?write', followed by a tap
// before the script ran or without it) is part of the page's markup, in place, so it shows and its form
// posts at once; it stays there until it closes. Dialogs opened once the app runs go to a portal.
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { createContext, useContext, useState, type MouseEvent, type ReactNode } from 'react';
import { useHydrated } from '@web/lib/use-hydrated';
import { cn } from '@web/lib/utils';

/** Whether the dialog was drawn by the server, in place: it stays so for as long as it is open. */
export function useDrawnInPlace(): boolean {
  const hydrated = useHydrated();
  const [inPlace] = useState(!hydrated);
  return inPlace;
}

export function DialogPlace({ inPlace, children }: { inPlace: boolean; children: ReactNode }) {
  return inPlace ? children : <DialogPrimitive.Portal>{children}</DialogPrimitive.Portal>;
}

/**
 * The id of a dialog's title, known as its content renders: the dialog library learns that its title is
 * there only once the page runs, so a dialog drawn by the server would have no name without it.
 */
const TitleIdContext = createContext<string | undefined>(undefined);

/** For a dialog's or sheet's content: hands its title the id the content is labelled by. */
export const TitleIdProvider = TitleIdContext.Provider;

/** For a dialog's or sheet's title: the id its content is labelled by. */
export const useGivenTitleId = () => useContext(TitleIdContext);

/**
 * The `onOpenAutoFocus` of a dialog or sheet: one the server drew open may be in use when the app takes
 * over (the visitor typing in it), so the app moves no focus into it then; the focus stays where the
 * visitor put it.
 */
export function openAutoFocus(inPlace: boolean, own?: (event: Event) => void) {
  return (event: Event) => {
    if (inPlace) event.preventDefault();
    own?.(event);
  };
}

/** The address without the open state: where a close control goes when no script runs. */
export interface ClosesTo {
  closeHref?: string;
}

/**
 * A control that closes the dialog: a link to `closeHref` when one is given (it works without script;
 * with it, the dialog closes in place), else a button.
 */
export function CloseLink({
  closeHref,
  onClose,
  className,
  children,
  disabled,
}: ClosesTo & { onClose: () => void; className?: string; children: ReactNode; disabled?: boolean }) {
  if (!closeHref)
    return (
      <button type="button" className={className} onClick={onClose} disabled={disabled}>
        {children}
      </button>
    );
  const click = (event: MouseEvent) => {
    event.preventDefault();
    if (!disabled) onClose();
  };
  return (
    <a href={closeHref} className={className} onClick={click} aria-disabled={disabled || undefined}>
      {children}
    </a>
  );
}

/** The × in a dialog's or sheet's corner. */
export function CornerClose({ closeHref, className }: ClosesTo & { className?: string }) {
  const content = (
    <>
      <X className="size-5" aria-hidden="true" />
      <span className="sr-only">Close</span>
    </>
  );
  const classes = cn(
    'absolute right-2 top-2 inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring outline-none',
    className,
  );
  if (!closeHref) return <DialogPrimitive.Close className={classes}>{content}</DialogPrimitive.Close>;
  // The link is not followed once the dialog has closed: Radix's Close skips closing a click whose default
  // is already prevented, so the link's own click must not prevent it; the wrapper does, as it bubbles.
  return (
    <span className="contents" onClick={(event) => event.preventDefault()}>
      <DialogPrimitive.Close asChild>
        <a href={closeHref} className={classes}>
          {content}
        </a>
      </DialogPrimitive.Close>
    </span>
  );
}
