// What component tests need from jsdom, imported first by each *.test.tsx that runs under
// `// @vitest-environment jsdom`: Testing Library's cleanup and act environment (it only wires them up by
// itself when the runner's globals are on, and ours are off), and the few browser APIs Radix reaches for
// that jsdom lacks. findBy/waitFor get 5 s instead of 1 s, so a busy machine does not fail them.
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

configure({ asyncUtilTimeout: 5_000 });

type ActGlobal = typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };

let previousActEnvironment: boolean | undefined;
beforeAll(() => {
  previousActEnvironment = (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = previousActEnvironment;
});
afterEach(() => cleanup());

if (typeof window !== 'undefined') {
  // Testing Library's arrow keys walk a native radio group with CSS.escape, which jsdom lacks.
  if (!('CSS' in window) || typeof window.CSS?.escape !== 'function') {
    const escape = (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);
    Object.defineProperty(window, 'CSS', { configurable: true, writable: true, value: { ...(window.CSS ?? {}), escape } });
    Object.defineProperty(globalThis, 'CSS', { configurable: true, writable: true, value: window.CSS });
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: ResizeObserverStub });
  }

  const proto = window.Element.prototype as Element & Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};

  if (typeof window.matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string): MediaQueryList =>
        ({
          matches: false,
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    });
  }
}
