// Whether a toast has been asked for yet: the toaster's code is fetched then, not on every page load.
const listeners = new Set<() => void>();
let wanted = false;

export function demandToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export const toasterWanted = () => wanted;

export function onToasterDemand(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
