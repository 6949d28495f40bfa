import { ZSignUpMember, type TSignUpMember } from '@huella/shared';
import { Alert, Anchor, Button, Divider, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { api } from '../../../lib/api.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { applyServerErrors, schemaResolver } from '../../../lib/forms.ts';
import { SIGNED_IN_HOME } from '../guards.ts';
import { useStartSession } from '../use-start-session.ts';
import { GoogleSignIn, useGoogleClientId } from './google-sign-in.tsx';
import { PoliciesCheckbox } from './policies-checkbox.tsx';

type TMemberForm = {
  name: string;
  last_name: string;
  password: string;
  password_confirmation: string;
  polices: boolean;
};

type TInvitationProof = { invitation_id: number; token: string };

const memberResolver = schemaResolver<TMemberForm & TInvitationProof, TSignUpMember>(ZSignUpMember);

const FIELDS = ['name', 'last_name', 'password', 'password_confirmation', 'polices'] as const;

/** What went wrong, shown above the form; `signIn` when the e-mail has an account by now. */
type TFailure = { message: string; signIn?: boolean };

type TInvitedSignUpFormProps = {
  /** The invitation of the link: its id, and the e-mail the account is for. */
  invitation: { id: number; email: string };
  token: string;
};

/**
 * The account of an invited e-mail, made from the invitation link: the e-mail is the invitation's,
 * names are optional, then a password and the policies. On success the session starts and the
 * person is already a member (one company: straight into it). With Google, the account is the
 * Google one and the invitation waits on /welcome.
 */
export function InvitedSignUpForm({ invitation, token }: TInvitedSignUpFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const startSession = useStartSession();
  const googleClientId = useGoogleClientId();
  const [failure, setFailure] = useState<TFailure | null>(null);

  const form = useForm<TMemberForm, unknown, TSignUpMember>({
    // The link's id and token travel with the form values, so the one shared schema checks all.
    resolver: (values, context, options) =>
      memberResolver({ ...values, invitation_id: invitation.id, token }, context, options as never),
    defaultValues: { name: '', last_name: '', password: '', password_confirmation: '', polices: false },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      // 404 (the link stopped working), 409 (the e-mail got an account meanwhile) and 429 are said here.
      const session = await api.post('/api/sign-up-member', { body: values, auth: false, notify: false });
      if (session) startSession(session);
    } catch (error) {
      if (applyServerErrors(error, form.setError, FIELDS)) return;
      if (!isApiError(error)) setFailure({ message: t('common:apiErrors.unknown') });
      else setFailure({ message: error.message, signIn: error.status === 409 });
    }
  });

  const googleFailure = (message: string | null) => setFailure(message ? { message } : null);
  const shown = failure ?? (errors.root?.server ? { message: errors.root.server.message ?? '' } : null);

  return (
    <Stack gap="md">
      {shown && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{shown.message}</Text>
            {shown.signIn && (
              <Button
                size="xs"
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/sign-in"
                    search={{ redirect: SIGNED_IN_HOME, email: invitation.email }}
                  />
                )}
              >
                {t('signUp.signIn')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label={t('fields.email')}
            value={invitation.email}
            readOnly
            variant="filled"
            autoComplete="email"
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <TextInput
              {...form.register('name', { setValueAs: emptyToUndefined })}
              label={t('fields.name')}
              description={t('fields.optional')}
              autoComplete="given-name"
              error={errors.name?.message}
            />
            <TextInput
              {...form.register('last_name', { setValueAs: emptyToUndefined })}
              label={t('fields.lastName')}
              description={t('fields.optional')}
              autoComplete="family-name"
              error={errors.last_name?.message}
            />
          </SimpleGrid>
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
            {t('invitation.submit')}
          </Button>
        </Stack>
      </form>
      {googleClientId && (
        <>
          <Divider label={t('or')} labelPosition="center" />
          <GoogleSignIn
            clientId={googleClientId}
            redirect={SIGNED_IN_HOME}
            onFailure={googleFailure}
            text="continue_with"
          />
        </>
      )}
      <Text size="sm" ta="center">
        {t('signUp.haveAccount')}{' '}
        <Anchor
          fw={600}
          renderRoot={(props) => <Link {...props} to="/sign-in" search={{ redirect: SIGNED_IN_HOME }} />}
        >
          {t('signUp.signIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** Optional names: an empty box is "not given", not an empty name (which the schema refuses). */
function emptyToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}
