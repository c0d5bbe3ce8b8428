// A component whose code arrives when it is first needed: forms in dialogs (zod, the form library, the
// dialog) stay out of the pages that merely offer them. `preload()` when the visitor reaches for the
// button, `shown` once it should render; until its code is there it renders nothing. A page whose address
// opens it (the server renders it open) preloads it before rendering, on the server and before hydrating:
// it is then drawn at once, as part of the page.
import { lazy, Suspense, useState, type ComponentType } from 'react';

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    }));
  const Lazy = lazy(preload);

  function Deferred({ shown, ...props }: P & { shown: boolean }) {
    // Once shown it stays mounted, so a closing dialog can animate out and keep what was typed.
    const [wanted, setWanted] = useState(shown);
    // Chosen once: switching from the lazy form to the loaded one would build the dialog anew.
    const [Loaded] = useState(() => loaded);
    if (shown && !wanted) setWanted(true);
    if (!wanted) return null;
    if (Loaded) return <Loaded {...(props as P)} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as P)} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { preload });
}
