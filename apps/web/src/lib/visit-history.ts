import { readSession, writeSession } from './storage.ts';

/**
 * Remembers, per browser tab, the last page of the app that was shown. A page loaded from scratch
 * (typed address, bookmark, link in an e-mail, or a full reload) can then tell whether the
 * previous entry of the tab's history is one of ours — the Referer header cannot say, since the
 * server sends `Referrer-Policy: no-referrer`.
 */
const KEY = 'huella:last-page';

/** The page this tab showed before the current document loaded (null on a fresh tab). */
const previousPage = readSession(KEY);

export function rememberPage(href: string): void {
  writeSession(KEY, href);
}

/** True when the tab showed another page of the app just before this document was loaded. */
export function cameFromThisApp(currentHref: string): boolean {
  return previousPage !== null && previousPage !== currentHref;
}
