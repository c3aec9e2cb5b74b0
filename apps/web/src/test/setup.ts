import { cleanup } from '@testing-library/react';
import { LANGUAGES } from '@tracklane/domain';
import { afterEach } from 'vitest';
import { applyLanguage, loadLanguage } from '../app/locale/set-locale';

// The app fetches a language's strings when it is first shown; tests switch at will, so all three
// are there from the start (and switching is synchronous, as components under test expect).
await Promise.all(LANGUAGES.map(loadLanguage));
await applyLanguage('zh');

// jsdom lacks matchMedia, which antd's responsive helpers (Grid.useBreakpoint) subscribe to.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// jsdom lacks ResizeObserver, which antd's popups (Dropdown) measure with.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
