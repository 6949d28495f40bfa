import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A wait for the screen (findBy…, waitFor) ends as soon as what it waits for shows; on a loaded
// machine (the whole suite, CI) a form's queries and selects take longer than the library's 1 s, so
// a wait gives up only after 5 s (each test has 20 s).
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Mantine components use. No media feature matches (a phone-sized
// screen without preferences), except the empty query, which matches every screen as in a browser
// (mantine-datatable asks it for the columns that show at any width).
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: query.trim() === '',
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

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// jsdom has no font loading API; an autosizing text area (a multiline field) listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    writable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// jsdom does not scroll; the router restores the scroll position after each navigation, a list
// scrolls its table back to the top when it turns the page, a select its option into view.
window.scrollTo = () => {};
for (const method of ['scrollTo', 'scrollIntoView'] as const) {
  if (!(method in Element.prototype)) {
    Object.defineProperty(Element.prototype, method, { writable: true, value: () => {} });
  }
}

afterEach(() => {
  cleanup();
});
