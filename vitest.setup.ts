import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';

// jsdom has no matchMedia; antd and useMediaQuery need one. Tests may override it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
}
if (typeof window !== 'undefined') {
  window.scrollTo = vi.fn();
  // jsdom lays nothing out and has no scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn();
}

// Testing Library (and the React DOM it loads) only where there is a DOM: the files that run in
// Node (`@vitest-environment node`) start without it.
if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // antd renders slowly in jsdom on a busy 2-core machine: findBy/waitFor get 5 s, not 1 s.
  configure({ asyncUtilTimeout: 5000 });
  afterEach(() => {
    cleanup();
  });
}

// jsdom has no ResizeObserver; antd's TextArea (enquiry form) observes its size.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
