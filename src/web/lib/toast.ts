// Toasts from anywhere: toast.success / error / warning(title, { description, id }), and toast.dismiss(id).
// Sonner's code is not part of any page: it arrives with the first toast (or the visitor's first tap, see
// app-shell.tsx), and a toast raised before the toaster mounts shows once it does. A toast with the id of
// one showing replaces it (one without an id has its title and text as id); each goes away with the page
// or the dialog it was raised on (toast-owners.ts).
import type { ExternalToast } from 'sonner';
import { demandToaster, toasterWanted } from './toaster-demand';
import type { ToastKind } from './toast-owners';

const toaster = () => import('@web/components/ui/toaster');

function show(kind: ToastKind) {
  return (title: string, options?: ExternalToast) => {
    demandToaster();
    void toaster().then(({ raiseToast }) => raiseToast(kind, title, options));
  };
}

export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  /** Takes away the toast with this id (every toast without one), e.g. an error a later success answers. */
  dismiss: (id?: string) => void (toasterWanted() && toaster().then(({ dismissToast }) => dismissToast(id))),
};
