// Modal dialog (Radix): focus is trapped inside, Escape and the close button dismiss it.
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useId } from 'react';
import type * as React from 'react';
import { cn } from '@web/lib/utils';
import { CornerClose, DialogPlace, TitleIdProvider, openAutoFocus, useDrawnInPlace, useGivenTitleId, type ClosesTo } from './dialog-place';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn('fixed inset-0 z-50 bg-espresso/55 backdrop-blur-[2px] data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out', className)}
      {...props}
    />
  );
}

export interface DialogContentProps extends React.ComponentProps<typeof DialogPrimitive.Content>, ClosesTo {
  /** Hide the corner close button (the dialog must then offer its own way out). */
  hideClose?: boolean;
}

export function DialogContent({ className, children, hideClose = false, closeHref, onOpenAutoFocus, ...props }: DialogContentProps) {
  const titleId = useId();
  const inPlace = useDrawnInPlace();
  return (
    <DialogPlace inPlace={inPlace}>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto',
          'rounded-2xl border bg-card p-6 text-card-foreground shadow-lift outline-none',
          'data-[state=open]:animate-zoom-in data-[state=closed]:animate-zoom-out',
          className,
        )}
        aria-labelledby={titleId}
        onOpenAutoFocus={openAutoFocus(inPlace, onOpenAutoFocus)}
        {...props}
      >
        <TitleIdProvider value={titleId}>{children}</TitleIdProvider>
        {!hideClose && <CornerClose closeHref={closeHref} className="md:size-9" />}
      </DialogPrimitive.Content>
    </DialogPlace>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-1.5 pr-8 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" id={useGivenTitleId()} className={cn('text-xl font-extrabold leading-tight', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="dialog-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
