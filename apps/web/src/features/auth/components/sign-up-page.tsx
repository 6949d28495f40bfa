import { ZSignUp, type TSignUp } from '@huella/shared';
import { Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { applyServerErrors, schemaResolver } from '../../../lib/forms.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/notify.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AuthCardHeader } from '../../../components/layout/auth-card-header.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { PoliciesCheckbox } from './policies-checkbox.tsx';
import { FormServerAlert } from '../../../components/form-server-alert.tsx';

/** The form's values: the policies box holds a boolean; the schema accepts only `true`. */
type TSignUpForm = Omit<TSignUp, 'polices' | 'language'> & { polices: boolean };

const FIELDS = [
  'name',
  'last_name',
  'email',
  'phone',
  'address',
  'password',
  'password_confirmation',
  'polices',
] as const;

/** /sign-up: registration; on success the code is e-mailed and the user goes to /verify-account. */
export function SignUpPage() {
  const { t } = useTranslation(['auth', 'common']);
  usePageTitle(t('signUp.title'));
  const navigate = useNavigate();

  const form = useForm<TSignUpForm, unknown, TSignUp>({
    resolver: schemaResolver<TSignUpForm, TSignUp>(ZSignUp),
    defaultValues: {
      name: '',
      last_name: '',
      email: '',
      phone: '',
      address: '',
      password: '',
      password_confirmation: '',
      polices: false,
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      // The account waits for its e-mail's verification code.
      const created = await api.post('/api/sign-up', {
        body: { ...values, language: currentLanguage() },
        auth: false,
      });
      if (!created) return;
      showToast({ kind: 'info', message: t('signUp.codeSent', { email: created.email }) });
      await navigate({ to: '/verify-account/$email', params: { email: created.email } });
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <>
      <AuthCardHeader title={t('signUp.title')} description={t('signUp.description')} />
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <FormServerAlert errors={errors} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <TextInput
              {...form.register('name')}
              label={t('fields.name')}
              autoComplete="given-name"
              error={errors.name?.message}
              required
              autoFocus
            />
            <TextInput
              {...form.register('last_name')}
              label={t('fields.lastName')}
              autoComplete="family-name"
              error={errors.last_name?.message}
              required
            />
          </SimpleGrid>
          <TextInput
            {...form.register('email')}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            required
          />
          <TextInput
            {...form.register('phone')}
            label={t('fields.phone')}
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            required
          />
          <TextInput
            {...form.register('address')}
            label={t('fields.address')}
            autoComplete="street-address"
            error={errors.address?.message}
            required
          />
          <NewPasswordFields
            form={form}
            labels={{
              password: t('fields.password'),
              confirmation: t('fields.passwordConfirmation'),
              toggle: t('fields.togglePassword'),
            }}
          />
          <Controller
            control={form.control}
            name="polices"
            render={({ field }) => (
              <PoliciesCheckbox
                name={field.name}
                checked={field.value}
                onChange={(checked) => field.onChange(checked)}
                error={errors.polices?.message}
              />
            )}
          />
          <Button type="submit" fullWidth loading={form.formState.isSubmitting} mt="xs">
            {t('signUp.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('signUp.haveAccount')}{' '}
            <Anchor component={Link} to="/sign-in" fw={600}>
              {t('signUp.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </>
  );
}
