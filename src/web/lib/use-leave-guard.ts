// Asks before unsaved work is left: the app's own links and Back wait for the visitor's answer (the
// returned blocker, shown by LeaveDialog), and the browser's own leaving (a reload, closing the tab, another
// address) gets the browser's question.
import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

export function useLeaveGuard(unsaved: boolean): Blocker {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  // Saved (or undone) while the question was open: nothing is lost by going on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !unsaved) blocker.proceed();
  }, [blocker, unsaved]);
  return blocker;
}
