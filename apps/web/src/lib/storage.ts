/** localStorage that never throws (private mode, disabled storage, quota). */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the preference simply does not survive a reload.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: there was nothing stored either.
  }
}

/** sessionStorage (one browser tab) that never throws. */
export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Without storage the not-found page's Back simply goes home.
  }
}

/** Keys of what the app keeps in localStorage (the first three are named by the spec). */
export const STORAGE_KEYS = {
  language: 'lang',
  darkMode: 'dark-mode',
  /** The selected company. */
  companyId: 'company_id',
  /**
   * The company a super-admin entered without being a member (id, name, logo as JSON), kept with
   * `company_id` so a reload stays in it.
   */
  companyVisit: 'company_visit',
  /** Id of the user who selected `company_id`: another user's sign-in starts without a company. */
  companyUser: 'company_user',
  /**
   * '1' while a refresh cookie probably exists (set on sign-in, removed on sign-out or a failed
   * refresh). The cookie is httpOnly, so this is how a page load knows whether restoring a session
   * is worth a request; anonymous visitors never call the API on start-up.
   */
  signedIn: 'signed_in',
  /** Ids of the companies whose guided start (settings) an administrator hid, comma-separated. */
  gettingStartedHidden: 'getting_started_hidden',
  /** The dashboard's filters of a company, as `dashboard_filters:{company id}` (JSON). */
  dashboardFilters: 'dashboard_filters',
} as const;
