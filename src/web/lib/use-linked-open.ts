// A dialog or sheet whose open state lives in the page's address ('/reviews/12?write'): the button that
// opens it is a link to that address, so a tap before the app's script has run still opens it (the server
// renders the page with it open), the back button closes it, and the address can be shared. The page's
// handle lists the state in `opens`.
import { useLocation, useNavigate } from 'react-router';
import { addressWith } from '@shared/page-forms';

interface OpenedState {
  opened?: string;
}

type OpenLink = { to: string; state: OpenedState; preventScrollReset: true };

export interface LinkedOpen {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** For the opener: a router link to the open state. */
  link: OpenLink;
  /** A link to the open state for one thing (`?flag=value`, e.g. the post a form is about). */
  linkFor: (value: string) => OpenLink;
  /** The state's value, when it has one. */
  value: string;
  /** The page's address with it open (where its form posts when no script runs). */
  openHref: string;
  /** Where closing goes when no script runs. */
  closeHref: string;
}

export function useLinkedOpen(flag: string): LinkedOpen {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const open = params.has(flag);
  const openHref = addressWith(location, flag, true);
  const closeHref = addressWith(location, flag, false);
  const setOpen = (next: boolean) => {
    if (next === open) return;
    if (next) void navigate(openHref, { state: { opened: flag }, preventScrollReset: true });
    // Opened by its link here: closing is going back, so Back after closing leaves the page as expected.
    else if ((location.state as OpenedState | null)?.opened === flag) void navigate(-1);
    else void navigate(closeHref, { replace: true, preventScrollReset: true });
  };
  const linkTo = (to: string): OpenLink => ({ to, state: { opened: flag }, preventScrollReset: true });
  const linkFor = (value: string) => {
    const withValue = new URLSearchParams(params);
    withValue.set(flag, value);
    return linkTo(`${location.pathname}?${withValue.toString()}`);
  };
  return { open, setOpen, link: linkTo(openHref), linkFor, value: params.get(flag) ?? '', openHref, closeHref };
}
