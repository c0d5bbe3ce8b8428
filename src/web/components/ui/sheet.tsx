// Sheet: a Dialog that slides in from an edge (bottom sheet for filters on phones, side panel for the menu).
import { cva, type VariantProps } from 'class-variance-authority';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useId } from 'react';
import type * as React from 'react';
import { cn } from '@web/lib/utils';
import { CornerClose, DialogPlace, TitleIdProvider, openAutoFocus, useDrawnInPlace, useGivenTitleId, type ClosesTo } from './dialog-place';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

const sheetVariants = cva('fixed z-50 flex flex-col gap-4 bg-card text-card-foreground shadow-lift outline-none data-[state=closed]:animate-sheet-out', {
  variants: {
    side: {
      right: 'inset-y-0 right-0 h-full w-[85%] max-w-sm border-l [--sheet-offscreen:translateX(100%)] data-[state=open]:animate-sheet-in',
      left: 'inset-y-0 left-0 h-full w-[85%] max-w-sm border-r [--sheet-offscreen:translateX(-100%)] data-[state=open]:animate-sheet-in',
      bottom:
        'inset-x-0 bottom-0 max-h-[90dvh] rounded-t-3xl border-t pb-[env(safe-area-inset-bottom)] [--sheet-offscreen:translateY(100%)] data-[state=open]:animate-sheet-in-long',
      top: 'inset-x-0 top-0 max-h-[90dvh] rounded-b-3xl border-b [--sheet-offscreen:translateY(-100%)] data-[state=open]:animate-sheet-in',
    },
  },
  defaultVariants: { side: 'right' },
});

export interface SheetContentProps extends React.ComponentProps<typeof DialogPrimitive.Content>, VariantProps<typeof sheetVariants>, ClosesTo {
  hideClose?: boolean;
}

export function SheetContent({ className, children, side = 'right', hideClose = false, closeHref, onOpenAutoFocus, ...props }: SheetContentProps) {
  const titleId = useId();
  const inPlace = useDrawnInPlace();
  return (
    <DialogPlace inPlace={inPlace}>
      <DialogPrimitive.Overlay
        data-slot="sheet-overlay"
        className="fixed inset-0 z-50 bg-espresso/55 backdrop-blur-[2px] data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out"
      />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        className={cn(sheetVariants({ side }), className)}
        aria-labelledby={titleId}
        onOpenAutoFocus={openAutoFocus(inPlace, onOpenAutoFocus)}
        {...props}
      >
        {side === 'bottom' && <div aria-hidden="true" className="mx-auto mt-2.5 h-1.5 w-12 shrink-0 rounded-full bg-border" />}
        <TitleIdProvider value={titleId}>{children}</TitleIdProvider>
        {!hideClose && <CornerClose closeHref={closeHref} />}
      </DialogPrimitive.Content>
    </DialogPlace>
  );
}

export function SheetHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="sheet-header" className={cn('flex flex-col gap-1 px-5 pt-5 pr-14', className)} {...props} />;
}

export function SheetFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="sheet-footer" className={cn('mt-auto flex flex-col gap-2 p-5', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="sheet-title" id={useGivenTitleId()} className={cn('text-lg font-extrabold', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="sheet-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
