// Toast notifications (sonner): mount <Toaster /> once; call toast('Title', { description }) anywhere.
import type * as React from 'react';
import { Toaster as Sonner } from 'sonner';

export { toast } from 'sonner';

export function Toaster(props: React.ComponentProps<typeof Sonner>) {
  return <Sonner richColors position="top-center" closeButton toastOptions={{ style: { fontFamily: 'var(--font-sans)' } }} {...props} />;
}
