import { ZResetPassword, type TResetPassword } from '@huella/shared';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { applyServerErrors, schemaResolver } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/notify.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AuthCardHeader, BackLink } from '../../../components/layout/auth-card-header.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { FormServerAlert } from '../../../components/form-server-alert.tsx';

/** /forgot-password/reset-password/{code}?email=…: the new password; then back to /sign-in. */
export function ResetPasswordPage({ code, email }: { code: string; email: string }) {
  const { t } = useTranslation(['auth', 'common']);
  usePageTitle(t('reset.title'));
  const navigate = useNavigate();
  const form = useForm<TResetPassword>({
    resolver: schemaResolver<TResetPassword>(ZResetPassword),
    defaultValues: { email, code, password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await api.post('/api/auth/recovery-password/reset-password', {
        body: values,
        auth: false,
      });
      if (!answer) return;
      showToast({ kind: 'success', message: answer.message });
      await navigate({ to: '/sign-in', replace: true });
    } catch (error) {
      applyServerErrors(error, form.setError, ['code', 'email', 'password', 'password_confirmation']);
    }
  });

  return (
    <>
      <AuthCardHeader
        back={<BackLink to="/forgot-password/valid-code" search={{ email }} />}
        title={t('reset.title')}
        description={
          <>
            {t('reset.description')}{' '}
            <Text span fw={600} c="var(--mantine-color-text)">
              {email}
            </Text>
          </>
        }
      />
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <FormServerAlert errors={errors} />
          <TextInput
            {...form.register('code')}
            label={t('code.label')}
            readOnly
            variant="filled"
            error={errors.code?.message ?? errors.email?.message}
            autoComplete="one-time-code"
          />
          <NewPasswordFields
            form={form}
            labels={{
              password: t('fields.newPassword'),
              confirmation: t('fields.passwordConfirmation'),
              toggle: t('fields.togglePassword'),
            }}
            autoFocus
          />
          <Button type="submit" fullWidth loading={form.formState.isSubmitting} mt="xs">
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
