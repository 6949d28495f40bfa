// List constants, free of Zod so the web app's first download can use them.
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** Selectors (dropdowns) load this many items at once. */
export const SELECTOR_PAGE_SIZE = 100;
