import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { getCookie, setCookie } from '../../../lib/cookies.ts';

/** Cookie keeping the desktop sidebar open ('true') or collapsed to icons ('false'), 7 days. */
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
/** Below 768 px the sidebar is a drawer over the page (Mantine's `sm` breakpoint is 48em). */
export const MOBILE_QUERY = '(max-width: 47.99em)';

export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';

export function useSidebarState() {
  const [open, setOpenState] = useState(() => getCookie(SIDEBAR_COOKIE) !== 'false');
  const [mobileOpen, setMobileOpen] = useState(false);
  const isMobile = useMediaQuery(MOBILE_QUERY);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    setCookie(SIDEBAR_COOKIE, String(next), SIDEBAR_COOKIE_MAX_AGE);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  const closeMobile = useCallback(() => setMobileOpen(false), []);
  const toggleMobile = useCallback(() => setMobileOpen((value) => !value), []);

  // Ctrl+B / ⌘+B, also while typing in a field (as in the earlier product).
  useHotkeys([['mod+B', toggle]], []);

  return { open, setOpen, toggle, mobileOpen, closeMobile, toggleMobile };
}
