// The toaster (sonner), mounted by the app shell once a toast is wanted. Pages raise toasts through
// @web/lib/toast, which loads this module, and sonner with it, only then.
import type * as React from 'react';
import { Toaster as Sonner } from 'sonner';

export { toast as sonnerToast } from 'sonner';

// Darker text than sonner's rich colours, which fall below the 4.5:1 contrast that small text needs.
const CONTRAST_COLOURS = {
  '--success-text': '#065f46',
  '--error-text': '#991b1b',
  '--warning-text': '#854d0e',
  '--info-text': '#1e3a8a',
} as React.CSSProperties;

export function Toaster(props: React.ComponentProps<typeof Sonner>) {
  return (
    <Sonner richColors position="top-center" closeButton style={CONTRAST_COLOURS} toastOptions={{ style: { fontFamily: 'var(--font-sans)' } }} {...props} />
  );
}
