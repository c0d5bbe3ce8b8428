// Which page and dialog each toast belongs to, so none outlives what it was about. A page is a path: its
// query (a filter, a dialog open in the address) changes nothing. A toast is bound once the task that
// raised it is over: a navigation started in that task (the form's success, then the next page) takes it
// along to the page it lands on; otherwise it belongs to the page it was raised on and goes when the
// visitor leaves it. A dialog opening takes every toast shown before it (they were about the page
// behind); a dialog closing takes the errors and warnings (they were about its form), while a success it
// announced stays.

export type ToastKind = 'success' | 'error' | 'warning';
export type ToastId = string | number;

/** What the owners read of the router: where the visitor is, and whether a navigation is under way. */
export interface PageState {
  location: { pathname: string };
  navigation: { state: string };
}

/** A toast raised on the way to the next page: it belongs to whichever page the navigation lands on. */
const NEXT_PAGE = Symbol('next page');

interface Owner {
  kind: ToastKind;
  /** The page's path; undefined until the task that raised it is over. */
  page?: string | typeof NEXT_PAGE;
}

export class ToastOwners {
  readonly #owners = new Map<ToastId, Owner>();
  readonly #dismiss: (id: ToastId) => void;
  #page: string | undefined;

  constructor(dismiss: (id: ToastId) => void) {
    this.#dismiss = dismiss;
  }

  /** A toast was raised (or replaced: it starts over, unbound). */
  raised(id: ToastId, kind: ToastKind) {
    this.#owners.set(id, { kind });
  }

  /** The task that raised the toast is over: it belongs to this page, or to the next one when on the way. */
  bind(id: ToastId, state: PageState) {
    const owner = this.#owners.get(id);
    if (owner && owner.page === undefined) owner.page = state.navigation.state === 'idle' ? state.location.pathname : NEXT_PAGE;
  }

  /** The router moved: the toasts of the page left behind go; those that came along belong to the new one. */
  routed(state: PageState) {
    const settled = state.navigation.state === 'idle';
    const page = state.location.pathname;
    if (page === this.#page && !settled) return;
    this.#page = page;
    for (const [id, owner] of this.#owners) {
      if (owner.page === NEXT_PAGE) {
        if (settled) owner.page = page;
      } else if (owner.page !== undefined && owner.page !== page) {
        this.#take(id);
      }
    }
  }

  /** A dialog opened or closed. Toasts still unbound were raised with that change and stay. */
  dialogChanged(opened: boolean) {
    for (const [id, owner] of this.#owners) {
      if (owner.page === undefined) continue;
      if (opened || owner.kind !== 'success') this.#take(id);
    }
  }

  /** The toast went by itself (timed out, swiped or closed by the visitor). */
  closed(id: ToastId) {
    this.#owners.delete(id);
  }

  /** Takes one toast away, or every one. */
  dismiss(id?: ToastId) {
    if (id !== undefined) return this.#take(id);
    for (const known of [...this.#owners.keys()]) this.#take(known);
  }

  #take(id: ToastId) {
    this.#owners.delete(id);
    this.#dismiss(id);
  }
}
