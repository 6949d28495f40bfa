import { MAIN_CONTENT_ID } from '../components/layout/skip-link.tsx';

/** The router's events this module needs (TanStack Router's `subscribe`). */
type TNavigationEvent = {
  fromLocation?: { pathname: string };
  toLocation: { pathname: string; hash: string };
  pathChanged: boolean;
};
type TRouterEvents = {
  subscribe: (type: 'onRendered', listener: (event: TNavigationEvent) => void) => () => void;
};

/** How long a new page may take to show its heading (its data loading) before focus stays put. */
const HEADING_WAIT_MS = 5000;

/** The new page's heading: its one h1, inside the page's main content when the layout has one. */
function pageHeading(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`) ?? document.querySelector<HTMLElement>('h1')
  );
}

/**
 * Whether something of the new page already took the keyboard: a field it focuses by itself
 * (a code box, the first field of a form), or a dialog it opened. The page's own choice stands.
 */
function pageTookFocus(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  if (active.closest('[role="dialog"]')) return true;
  const main = document.getElementById(MAIN_CONTENT_ID);
  return Boolean(
    main?.contains(active) && active.matches('input, textarea, select, [contenteditable="true"]'),
  );
}

/** Puts the keyboard (and a screen reader's reading point) on the heading, without scrolling. */
function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * After a navigation to another page, moves focus to the new page's h1, so a keyboard or screen
 * reader user starts reading the page they asked for instead of staying on the link that is gone
 * (or on the body, at the top of the header). Not on the first load (the browser starts at the top,
 * where the skip link is), not when only the search or the hash changes (a list's page, a filter, an
 * anchor of the same page) and not over a field or dialog the new page focused by itself. A page
 * still loading its data is waited for until its heading shows. Returns the unsubscribe function.
 */
export function focusHeadingOnNavigation(router: TRouterEvents): () => void {
  let stopWaiting: (() => void) | null = null;
  const unsubscribe = router.subscribe('onRendered', (event) => {
    stopWaiting?.();
    stopWaiting = null;
    if (!event.fromLocation || !event.pathChanged || event.toLocation.hash) return;
    const place = () => {
      if (pageTookFocus()) return true;
      const heading = pageHeading();
      if (!heading) return false;
      focusHeading(heading);
      return true;
    };
    if (place()) return;
    const observer = new MutationObserver(() => {
      if (place()) stopWaiting?.();
    });
    const timer = window.setTimeout(() => stopWaiting?.(), HEADING_WAIT_MS);
    stopWaiting = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      stopWaiting = null;
    };
    observer.observe(document.body, { childList: true, subtree: true });
  });
  return () => {
    stopWaiting?.();
    unsubscribe();
  };
}
