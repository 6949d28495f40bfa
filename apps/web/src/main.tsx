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
import { i18nReady } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { onSignedOut } from './lib/session.ts';
import { rememberPage } from './lib/visit-history.ts';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

router.subscribe('onResolved', ({ toLocation }) => rememberPage(window.location.origin + toLocation.href));

// A session that ends (sign-out or failed refresh) must not leave its data in the cache.
onSignedOut(() => queryClient.clear());

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
