import { ZRecoveryVerify } from '@huella/shared';
import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ResendCode } from './resend-code.tsx';
import { useNavigate } from '@tanstack/react-router';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { applyServerErrors, schemaResolver } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/notify.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AuthCardHeader, BackLink } from '../../../components/layout/auth-card-header.tsx';
import { CodeInput } from './code-input.tsx';
import { FormServerAlert } from '../../../components/form-server-alert.tsx';

type TCodeForm = { email: string; code: string };

/** /forgot-password/valid-code?email=…: the e-mailed code, checked before choosing a password. */
export function RecoveryCodePage({ email }: { email: string }) {
  const { t } = useTranslation(['auth', 'common']);
  usePageTitle(t('recoveryCode.title'));
  const navigate = useNavigate();
  // A new code replaces the previous one.
  const resend = useMutation({
    mutationFn: () => api.post('/api/auth/recovery-password/resend-code', { body: { email }, auth: false }),
  });
  const form = useForm<TCodeForm>({
    resolver: schemaResolver<TCodeForm>(ZRecoveryVerify),
    defaultValues: { email, code: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      // A wrong code counts an attempt.
      const answer = await api.post('/api/auth/recovery-password/verify-code', { body: values, auth: false });
      if (!answer) return;
      await navigate({
        to: '/forgot-password/reset-password/$code',
        params: { code: values.code },
        search: { email: values.email },
      });
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
        back={<BackLink to="/forgot-password" search={{ email }} />}
        title={t('recoveryCode.title')}
        description={
          <>
            {t('recoveryCode.description')}{' '}
            <Text span fw={600} c="var(--mantine-color-text)">
              {email}
            </Text>
          </>
        }
      />
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <FormServerAlert errors={errors} />
          <Controller
            control={form.control}
            name="code"
            render={({ field }) => (
              <CodeInput
                label={t('code.label')}
                value={field.value}
                onChange={field.onChange}
                error={errors.code?.message ?? errors.email?.message}
                autoFocus
              />
            )}
          />
          <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
            {t('recoveryCode.submit')}
          </Button>
          <ResendCode onResend={() => void sendAgain()} isSending={resend.isPending} />
        </Stack>
      </form>
    </>
  );
}
