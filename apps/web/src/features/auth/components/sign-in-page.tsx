import { ZSignIn, type TSignIn } from '@huella/shared';
import { Alert, Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { isApiError, isUnconfirmedWrite } from '../../../lib/api-client.ts';
import { applyServerErrors, schemaResolver } from '../../../lib/forms.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useStartSession } from '../use-start-session.ts';
import { AuthCardHeader } from '../../../components/layout/auth-card-header.tsx';
import { GoogleSignIn, useGoogleClientId } from './google-sign-in.tsx';

/**
 * /sign-in: e-mail and password, Google when configured, links to sign-up and recovery. A link
 * that knows who signs in (an invitation) fills the e-mail in and puts the cursor on the password.
 */
export function SignInPage({ redirect, email }: { redirect?: string; email?: string }) {
  const { t } = useTranslation(['auth', 'common']);
  usePageTitle(t('signIn.title'));
  const googleClientId = useGoogleClientId();
  const startSession = useStartSession();
  // Wrong password, blocked account, too many attempts: shown in the card, not only as a toast.
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm<TSignIn>({
    resolver: schemaResolver<TSignIn>(ZSignIn),
    defaultValues: { email: email ?? '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const session = await api.post('/api/auth/sign-in', { body: values, auth: false, notify: false });
      if (session) startSession(session, redirect);
    } catch (error) {
      // No connection, no answer in time: said in the card (this call toasts nothing itself).
      if (isUnconfirmedWrite(error)) {
        setFailure(error.code === 'OFFLINE' ? t('signIn.offline') : error.message);
        return;
      }
      if (!applyServerErrors(error, form.setError, ['email', 'password'])) {
        setFailure(isApiError(error) ? error.message : t('common:apiErrors.unknown'));
      }
    }
  });

  return (
    <>
      <AuthCardHeader title={t('signIn.title')} description={t('signIn.description')} />
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <TextInput
              {...form.register('email')}
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              required
              autoFocus={!email}
            />
            <PasswordInput
              {...form.register('password')}
              label={t('fields.password')}
              autoComplete="current-password"
              error={errors.password?.message}
              required
              autoFocus={Boolean(email)}
              visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
            />
            <Group justify="flex-end">
              <Anchor component={Link} to="/forgot-password" size="sm">
                {t('signIn.forgot')}
              </Anchor>
            </Group>
            <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
              {t('signIn.submit')}
            </Button>
          </Stack>
        </form>
        {googleClientId && (
          <>
            <Divider label={t('or')} labelPosition="center" />
            <GoogleSignIn clientId={googleClientId} redirect={redirect} onFailure={setFailure} />
          </>
        )}
        <Text size="sm" ta="center">
          {t('signIn.noAccount')}{' '}
          <Anchor component={Link} to="/sign-up" fw={600}>
            {t('signIn.signUp')}
          </Anchor>
        </Text>
      </Stack>
    </>
  );
}
