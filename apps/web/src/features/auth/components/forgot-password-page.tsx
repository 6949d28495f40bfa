import { ZEmailOnly } from '@huella/shared';
import { Button, Stack, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { applyServerErrors, schemaResolver } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/notify.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AuthCardHeader, BackLink } from '../../../components/layout/auth-card-header.tsx';
import { FormServerAlert } from '../../../components/form-server-alert.tsx';

type TEmailForm = { email: string };

/** /forgot-password: the e-mail to send a recovery code to; then the code screen. */
export function ForgotPasswordPage({ email = '' }: { email?: string }) {
  const { t } = useTranslation(['auth', 'common']);
  usePageTitle(t('forgot.title'));
  const navigate = useNavigate();
  const form = useForm<TEmailForm>({
    resolver: schemaResolver<TEmailForm>(ZEmailOnly),
    defaultValues: { email },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      // The same answer whether or not the account exists.
      const answer = await api.post('/api/auth/recovery-password/send-code', {
        body: { email: values.email },
        auth: false,
      });
      if (!answer) return;
      showToast({ kind: 'info', message: answer.message });
      await navigate({ to: '/forgot-password/valid-code', search: { email: values.email } });
    } catch (error) {
      applyServerErrors(error, form.setError, ['email']);
    }
  });

  return (
    <>
      <AuthCardHeader
        back={<BackLink to="/sign-in" />}
        title={t('forgot.title')}
        description={t('forgot.description')}
      />
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <FormServerAlert errors={errors} />
          <TextInput
            {...form.register('email')}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            required
            autoFocus
          />
          <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
            {t('forgot.submit')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
