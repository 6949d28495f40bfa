import { ZRecoveryVerify } from '@huella/shared';
import { Button, Stack, Text } from '@mantine/core';
import { ResendCode } from './resend-code.tsx';
import { useNavigate } from '@tanstack/react-router';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, schemaResolver } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/notify.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useResendRecoveryCode } from '../api/resend-recovery-code.ts';
import { useVerifyRecoveryCode, type TVerifyRecoveryCode } from '../api/verify-recovery-code.ts';
import { AuthCardHeader, BackLink } from '../../../components/layout/auth-card-header.tsx';
import { CodeInput } from './code-input.tsx';
import { FormServerAlert } from '../../../components/form-server-alert.tsx';

/** /forgot-password/valid-code?email=…: the e-mailed code, checked before choosing a password. */
export function RecoveryCodePage({ email }: { email: string }) {
  const { t } = useTranslation(['auth', 'common']);
  usePageTitle(t('recoveryCode.title'));
  const navigate = useNavigate();
  const verify = useVerifyRecoveryCode();
  const resend = useResendRecoveryCode();
  const form = useForm<TVerifyRecoveryCode>({
    resolver: schemaResolver<TVerifyRecoveryCode>(ZRecoveryVerify),
    defaultValues: { email, code: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await verify.mutateAsync(values);
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
    const answer = await resend.mutateAsync(email).catch(() => null);
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
