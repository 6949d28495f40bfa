/* global window, document */
// Runs before the app bundle so the first paint already has the stored colour scheme and
// language (no light flash for dark-mode users). Keys: `dark-mode` ('true'|'false'), `lang`.
// An external file rather than an inline script, so a strict Content-Security-Policy allows it.
(function () {
  try {
    var dark = window.localStorage.getItem('dark-mode') === 'true';
    document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
    var lang = window.localStorage.getItem('lang');
    if (lang === 'es' || lang === 'en') document.documentElement.lang = lang;
  } catch {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  }
})();
