// Toast notifications (sonner): mount <Toaster /> once; call toast('Title', { description }) anywhere.
// The first toast asks the app shell to mount the toaster, which shows toasts raised before it mounted.
import type * as React from 'react';
import { toast as sonnerToast, Toaster as Sonner } from 'sonner';
import { demandToaster } from '@web/lib/toaster-demand';

type Toast = typeof sonnerToast;

export const toast: Toast = new Proxy(sonnerToast, {
  apply(target, thisArg, args: Parameters<Toast>) {
    demandToaster();
    return Reflect.apply(target, thisArg, args);
  },
  get(target, property) {
    const value: unknown = Reflect.get(target, property);
    if (typeof value !== 'function') return value;
    return (...args: unknown[]) => {
      demandToaster();
      return (value as (...a: unknown[]) => unknown)(...args);
    };
  },
});

// Darker text than sonner's rich colours, which fall below the 4.5:1 contrast that small text needs.
const CONTRAST_COLOURS = {
  '--success-text': '#065f46',
  '--error-text': '#991b1b',
  '--warning-text': '#854d0e',
  '--info-text': '#1e3a8a',
} as React.CSSProperties;

export function Toaster(props: React.ComponentProps<typeof Sonner>) {
  return (
    <Sonner
      richColors
      position="top-center"
      closeButton
      style={CONTRAST_COLOURS}
      toastOptions={{ style: { fontFamily: 'var(--font-sans)' } }}
      {...props}
    />
  );
}
