import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.ts';
import { PageLoader } from './components/page-loader.tsx';
import { i18n, i18nReady } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { focusHeadingOnNavigation } from './lib/route-focus.ts';
import { installSessionRefresh, restoreSession } from './lib/session-api.ts';
import { onSignedOut } from './lib/session.ts';
import { rememberPage } from './lib/visit-history.ts';

// A 401 renews the access token with the refresh cookie (one shared refresh), and the session of
// an earlier page load is restored now, in parallel with the catalogues; guards await it.
installSessionRefresh();
void restoreSession();

const queryClient = createQueryClient();
const router = createAppRouter(queryClient, restoreSession);

router.subscribe('onResolved', ({ toLocation }) => rememberPage(window.location.origin + toLocation.href));
focusHeadingOnNavigation(router);

onSignedOut((reason) => {
  // A session that ends must not leave its data in the cache.
  queryClient.clear();
  // An expired session (failed refresh, sign-out in another tab) re-checks the current screen:
  // a guarded one sends to /sign-in and back here afterwards. A sign-out navigates by itself.
  if (reason === 'expired') void router.invalidate();
});

// The API answers in the reader's language (catalogue names, types, messages): a new language
// reloads what is on screen in it.
i18n.on('languageChanged', () => void queryClient.invalidateQueries());

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');

void i18nReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <Suspense fallback={<PageLoader />}>
          <RouterProvider router={router} />
        </Suspense>
      </AppProviders>
    </StrictMode>,
  );
});
