import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a network, following it as it comes and goes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * While the browser is offline, a notice says so above the page (a status, read out once by
 * screen readers): nothing can be saved or loaded until the connection is back, and what is typed
 * stays. It goes away by itself when the connection returns.
 */
export function OfflineNotice({ className }: { className?: string }) {
  const { t } = useTranslation('layout');
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className={online ? undefined : className}>
      {online ? null : (
        <Alert
          color="yellow"
          variant="light"
          // The wrapper is the live region: a status, announced politely, not an alert.
          role="none"
          icon={<IconWifiOff size={18} aria-hidden />}
          title={t('offline.title')}
        >
          {t('offline.message')}
        </Alert>
      )}
    </div>
  );
}
