import type { TSession } from '@huella/shared/schemas/identity';
import { Alert, Button, Divider, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { isApiError, setReauthenticateHandler } from '../../../lib/api-client.ts';
import { loadNamespaces } from '../../../lib/i18n.ts';
import { getAccount, startSession } from '../../../lib/session.ts';
import { GoogleSignIn, useGoogleClientId } from './google-sign-in.tsx';

/**
 * When a session can no longer be renewed (it expired, or was ended elsewhere) while someone works,
 * they sign in again in a dialog over the page instead of being sent to /sign-in: the screen, what
 * was typed and the calls that were waiting (a save) all carry on once they are back. Mounted in
 * the app's frame and in the company picker's; the API client asks it (`setReauthenticateHandler`).
 * Only the same account may continue (its e-mail is fixed); cancelling signs out as before.
 */
export function SessionExpiredDialogHost() {
  const [request, setRequest] = useState<{ email: string; finish: (signedIn: boolean) => void } | null>(null);

  useEffect(() => {
    let pending: ((signedIn: boolean) => void) | null = null;
    // The workspace and the company picker each mount a host: when one replaces the other, the
    // leaving one removes only its own handler, whichever effect runs first.
    const remove = setReauthenticateHandler(async () => {
      const account = getAccount();
      if (!account) return false;
      await loadNamespaces('auth');
      return new Promise<boolean>((resolve) => {
        pending = resolve;
        setRequest({
          email: account.email,
          finish: (signedIn) => {
            pending = null;
            setRequest(null);
            resolve(signedIn);
          },
        });
      });
    });
    return () => {
      remove();
      pending?.(false);
    };
  }, []);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog email={request.email} onFinish={request.finish} />
    </Suspense>
  );
}

type TDialogProps = { email: string; onFinish: (signedIn: boolean) => void };

function SessionExpiredDialog({ email, onFinish }: TDialogProps) {
  const { t } = useTranslation(['auth', 'common']);
  const googleClientId = useGoogleClientId();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const accountId = useRef(getAccount()?.id ?? null);

  /** A session of the account whose work is waiting continues it; another account's is ended. */
  const continueWith = useCallback(
    async (session: TSession) => {
      if (session.user.id !== accountId.current) {
        await api.post('/api/auth/sign-out', { auth: false, notify: false }).catch(() => null);
        setFailure(t('sessionExpired.otherAccount', { email }));
        return;
      }
      startSession(session);
      onFinish(true);
    },
    [email, onFinish, t],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setPasswordError(null);
    setSubmitting(true);
    try {
      const session = await api.post('/api/auth/sign-in', {
        body: { email, password },
        auth: false,
        notify: false,
      });
      if (session) await continueWith(session);
    } catch (error) {
      const message = !isApiError(error)
        ? t('common:apiErrors.unknown')
        : error.code === 'OFFLINE'
          ? t('signIn.offline')
          : error.message;
      const fieldMessage = isApiError(error) ? error.errors.password?.join(' ') : undefined;
      if (fieldMessage) setPasswordError(fieldMessage);
      else setFailure(message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      opened
      onClose={() => onFinish(false)}
      title={t('sessionExpired.title')}
      // Signing out is the explicit button's: a stray click or Escape must not end the work.
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      zIndex={400}
    >
      <Stack gap="md">
        <Text size="sm">{t('sessionExpired.description')}</Text>
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="sm">
            <TextInput label={t('fields.email')} value={email} readOnly autoComplete="username" />
            <PasswordInput
              label={t('fields.password')}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              autoComplete="current-password"
              error={passwordError}
              required
              data-autofocus
              visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => onFinish(false)}>
                {t('sessionExpired.signOut')}
              </Button>
              <Button type="submit" loading={submitting}>
                {t('sessionExpired.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
        {googleClientId && (
          <>
            <Divider label={t('or')} labelPosition="center" />
            <GoogleSignIn
              clientId={googleClientId}
              onFailure={setFailure}
              onSession={(session) => void continueWith(session)}
            />
          </>
        )}
      </Stack>
    </Modal>
  );
}
