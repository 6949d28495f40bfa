import { ZVerifyAccount } from '@huella/shared';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ResendCode } from './resend-code.tsx';
import { Link } from '@tanstack/react-router';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { applyServerErrors, schemaResolver } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/notify.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useStartSession } from '../use-start-session.ts';
import { AuthCardHeader, BackLink } from '../../../components/layout/auth-card-header.tsx';
import { CodeInput } from './code-input.tsx';

type TCodeForm = { email: string; code: string };

/** /verify-account/{email}: the e-mailed code; success stores the session and goes to /welcome. */
export function VerifyAccountPage({ email }: { email: string }) {
  const { t } = useTranslation(['auth', 'common']);
  usePageTitle(t('verify.title'));
  // A new code (the answer is the same for any e-mail).
  const resend = useMutation({
    mutationFn: () => api.post('/api/sign-up/send-verification-email', { body: { email }, auth: false }),
  });
  const startSession = useStartSession();

  const form = useForm<TCodeForm>({
    resolver: schemaResolver<TCodeForm>(ZVerifyAccount),
    defaultValues: { email, code: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      // A correct code verifies the e-mail and answers the session.
      const session = await api.post('/api/sign-up/verify-account', { body: values, auth: false });
      if (session) startSession(session);
    } catch (error) {
      applyServerErrors(error, form.setError, ['code', 'email']);
    }
  });

  const sendAgain = async () => {
    const answer = await resend.mutateAsync().catch(() => null);
    if (answer) showToast({ kind: 'info', message: answer.message });
  };

  return (
    <>
      <AuthCardHeader
        back={<BackLink to="/sign-up" />}
        title={t('verify.title')}
        description={
          <>
            {t('verify.description')}{' '}
            <Text span fw={600} c="var(--mantine-color-text)">
              {email}
            </Text>
          </>
        }
      />
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {(errors.email || errors.root?.server) && (
            <Alert color="red" variant="light" role="alert">
              {errors.email?.message ?? errors.root?.server?.message}
            </Alert>
          )}
          <Controller
            control={form.control}
            name="code"
            render={({ field }) => (
              <CodeInput
                label={t('code.label')}
                value={field.value}
                onChange={field.onChange}
                error={errors.code?.message}
                autoFocus
              />
            )}
          />
          <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
            {t('verify.submit')}
          </Button>
          <ResendCode onResend={() => void sendAgain()} isSending={resend.isPending} />
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/sign-in">
              {t('verify.otherAccount')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </>
  );
}
