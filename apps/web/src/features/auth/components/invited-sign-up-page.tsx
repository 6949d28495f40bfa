import { formatDate, ZSignUpMember, type TInvitation, type TSignUpMember } from '@huella/shared';
import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, schemaResolver } from '../../../lib/forms.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useGoogleClientId } from '../api/get-configuration.ts';
import { invitationQuery, type TInvitationKey } from '../api/get-invitation.ts';
import { useSignUpMember } from '../api/sign-up-member.ts';
import { useStartSession } from '../use-start-session.ts';
import { AuthCardHeader, BackLink } from './auth-card-header.tsx';
import { GoogleSignIn } from './google-sign-in.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { PoliciesCheckbox } from './policies-checkbox.tsx';

/**
 * /sign-up/company/{company}/user/{user}?token=…: the invited member sets a password (or uses
 * Google) and lands in the company. An invalid, used or expired link says so.
 */
export function InvitedSignUpPage(props: TInvitationKey) {
  const { t } = useTranslation(['auth', 'common']);
  usePageTitle(t('invitation.title'));
  const invitation = useQuery(invitationQuery(props));

  if (invitation.isPending) {
    return (
      <Center mih={200} role="status">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (!invitation.data) return <InvalidInvitation />;
  return <InvitedSignUpForm invitation={invitation.data} invitationKey={props} />;
}

function InvalidInvitation() {
  const { t } = useTranslation('auth');
  return (
    <>
      <AuthCardHeader back={<BackLink to="/sign-in" />} title={t('invitation.invalidTitle')} />
      <Stack gap="md">
        <Alert color="orange" variant="light" icon={<IconLinkOff size={18} aria-hidden />} role="alert">
          {t('invitation.invalid')}
        </Alert>
        <Button component={Link} to="/sign-in" fullWidth>
          {t('invitation.goToSignIn')}
        </Button>
      </Stack>
    </>
  );
}

type TMemberForm = {
  name: string;
  last_name: string;
  password: string;
  password_confirmation: string;
  polices: boolean;
};

type TInvitationIds = { company_id: number; user_id: number; token: string };

const memberResolver = schemaResolver<TMemberForm & TInvitationIds, TSignUpMember>(ZSignUpMember);

const FIELDS = ['name', 'last_name', 'password', 'password_confirmation', 'polices'] as const;

function CompanyCard({ invitation }: { invitation: TInvitation }) {
  const { t } = useTranslation('auth');
  const lang = currentLanguage();
  return (
    <Paper withBorder p="md" radius="md">
      <Group wrap="nowrap" gap="md" align="flex-start">
        <Avatar
          src={invitation.company.logo}
          name={invitation.company.name}
          color="initials"
          radius="md"
          size={52}
          alt=""
        />
        <Stack gap={4} miw={0}>
          <Text fw={700} truncate>
            {invitation.company.name}
          </Text>
          <Text size="sm" c="dimmed">
            {t('invitation.summary', { role: t(`roles.${invitation.role}`) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('invitation.expires', { date: formatDate(invitation.expires_at, lang) })}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

function InvitedSignUpForm({
  invitation,
  invitationKey,
}: {
  invitation: TInvitation;
  invitationKey: TInvitationKey;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const signUp = useSignUpMember();
  const startSession = useStartSession();
  const googleClientId = useGoogleClientId();
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm<TMemberForm, unknown, TSignUpMember>({
    // The link's ids and token travel with the form values, so the one shared schema checks all.
    resolver: (values, context, options) =>
      memberResolver(
        {
          ...values,
          company_id: invitationKey.company,
          user_id: invitationKey.user,
          token: invitationKey.token,
        },
        context,
        options as never,
      ),
    defaultValues: { name: '', last_name: '', password: '', password_confirmation: '', polices: false },
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const session = await signUp.mutateAsync(values);
      if (session) startSession(session);
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <>
      <AuthCardHeader
        back={<BackLink to="/sign-in" />}
        title={t('invitation.title')}
        description={t('invitation.description')}
      />
      <Stack gap="md">
        <CompanyCard invitation={invitation} />
        {(failure || errors.root?.server) && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {failure ?? errors.root?.server?.message}
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
              password={form.register('password')}
              confirmation={form.register('password_confirmation')}
              value={password}
              errors={{
                password: errors.password?.message,
                confirmation: errors.password_confirmation?.message,
              }}
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
            <GoogleSignIn clientId={googleClientId} onFailure={setFailure} text="continue_with" />
          </>
        )}
        <Text size="sm" ta="center">
          {t('signUp.haveAccount')}{' '}
          <Anchor component={Link} to="/sign-in" fw={600}>
            {t('signUp.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </>
  );
}

/** Optional names: an empty box is "not given", not an empty name (which the schema refuses). */
function emptyToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}
