// Toasts from anywhere: toast.success / error / warning(title, { description }). Sonner's code is not part
// of any page: it arrives with the first toast (or the visitor's first tap, see app-shell.tsx), and a toast
// raised before the toaster mounts shows once it does.
import type { ExternalToast } from 'sonner';
import { demandToaster } from './toaster-demand';

type Kind = 'success' | 'error' | 'warning';

function show(kind: Kind) {
  return (title: string, options?: ExternalToast) => {
    demandToaster();
    void import('@web/components/ui/toaster').then(({ sonnerToast }) => sonnerToast[kind](title, options));
  };
}

export const toast = { success: show('success'), error: show('error'), warning: show('warning') };
