import {
  ZAccountUpdate,
  ZPasswordChange,
  type TAccount,
  type TAccountUpdate,
  type TPasswordChange,
} from '@huella/shared';
import { LANGUAGES, type TLanguage } from '@huella/shared/i18n/languages';
import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { api } from '../../../lib/api.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { applyServerErrors, schemaResolver } from '../../../lib/forms.ts';
import { changeLanguage, currentLanguage } from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/notify.tsx';
import { clearSession, setAccount, startSession, useAccount } from '../../../lib/session.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { FormServerAlert } from '../../../components/form-server-alert.tsx';

/** /account: profile (with avatar and language), password change, account deletion. */
export function AccountPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('title'));
  const account = useAccount();
  if (!account) return null;
  return (
    <Stack gap="lg" maw={880}>
      <PageHeader title={t('title')} description={t('description')} />
      <SectionCard id="profile" title={t('profile.title')} description={t('profile.description')}>
        <Stack gap="lg">
          <AvatarForm account={account} />
          <ProfileForm account={account} />
        </Stack>
      </SectionCard>
      <SectionCard id="password" title={t('password.title')} description={t('password.description')}>
        <PasswordForm email={account.email} />
      </SectionCard>
      <SectionCard id="delete" title={t('delete.title')} description={t('delete.description')} danger>
        <DeleteAccount />
      </SectionCard>
    </Stack>
  );
}

type TSectionCardProps = {
  id: string;
  title: string;
  description: string;
  danger?: boolean;
  children: ReactNode;
};

function SectionCard({ id, title, description, danger, children }: TSectionCardProps) {
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby={`${id}-title`}
      style={danger ? { borderColor: 'var(--mantine-color-red-outline)' } : undefined}
    >
      <Stack gap={4} mb="md">
        <Title order={2} fz="h4" id={`${id}-title`}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
      {children}
    </Card>
  );
}

function AvatarForm({ account }: { account: TAccount }) {
  const { t } = useTranslation(['account', 'common']);
  // PNG, JPEG, WebP or GIF up to 2 MB; the answer replaces the session's account.
  const update = useMutation({
    mutationFn: (avatar: File) => api.put('/api/account/avatar', { body: { avatar } }),
    onSuccess: (saved) => {
      if (saved) setAccount(saved);
    },
  });
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = [account.name, account.last_name].filter(Boolean).join(' ');

  const save = async () => {
    if (!file) return;
    setError(null);
    try {
      const saved = await update.mutateAsync(file);
      if (!saved) return;
      setFile(null);
      showToast({ kind: 'success', message: t('profile.avatarSaved') });
    } catch (failure) {
      if (isApiError(failure)) setError(failure.errors.avatar?.join(' ') ?? failure.message);
    }
  };

  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <ImagePicker
        label={t('profile.avatar')}
        currentUrl={account.avatar}
        name={name}
        file={file}
        onFileChange={(chosen) => {
          setFile(chosen);
          setError(null);
        }}
        error={error}
      />
      {file && (
        <Button onClick={() => void save()} loading={update.isPending} size="xs">
          {t('profile.saveAvatar')}
        </Button>
      )}
    </Group>
  );
}

type TProfileForm = Omit<TAccountUpdate, 'language'> & { language: TLanguage };
const PROFILE_FIELDS = ['name', 'last_name', 'dni', 'phone', 'address', 'language'] as const;

function ProfileForm({ account }: { account: TAccount }) {
  const { t } = useTranslation(['account', 'common', 'layout']);
  const form = useForm<TProfileForm, unknown, TAccountUpdate>({
    resolver: schemaResolver<TProfileForm, TAccountUpdate>(ZAccountUpdate),
    defaultValues: {
      name: account.name,
      last_name: account.last_name ?? '',
      dni: account.dni ?? '',
      phone: account.phone ?? '',
      address: account.address ?? '',
      language: account.language,
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await api.put('/api/account', { body: values });
      if (!saved) return;
      setAccount(saved);
      form.reset({ ...values, language: saved.language });
      // The language chosen here (the account's, used for e-mails) also becomes the UI's when it
      // was changed; saving other fields leaves the header's choice alone.
      if (values.language !== account.language && saved.language !== currentLanguage()) {
        await changeLanguage(saved.language);
      }
      // In the language of the screen from now on: `t` still speaks the one it was rendered in.
      showToast({ kind: 'success', message: t('profile.saved', { lng: currentLanguage() }) });
    } catch (error) {
      applyServerErrors(error, form.setError, PROFILE_FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby="profile-title">
      <Stack gap="sm">
        <FormServerAlert errors={errors} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            {...form.register('name')}
            label={t('fields.name')}
            autoComplete="given-name"
            error={errors.name?.message}
            required
          />
          <TextInput
            {...form.register('last_name')}
            label={t('fields.lastName')}
            autoComplete="family-name"
            error={errors.last_name?.message}
            required
          />
          <TextInput
            label={t('fields.email')}
            value={account.email}
            readOnly
            variant="filled"
            description={t('fields.emailHint')}
          />
          <TextInput {...form.register('dni')} label={t('fields.dni')} error={errors.dni?.message} required />
          <TextInput
            {...form.register('phone')}
            label={t('fields.phone')}
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            required
          />
          <Controller
            control={form.control}
            name="language"
            render={({ field }) => (
              <Select
                label={t('fields.language')}
                data={LANGUAGES.map((language) => ({
                  value: language,
                  label: t(`layout:language.${language}`),
                }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
                error={errors.language?.message}
              />
            )}
          />
        </SimpleGrid>
        <TextInput
          {...form.register('address')}
          label={t('fields.address')}
          autoComplete="street-address"
          error={errors.address?.message}
          required
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const PASSWORD_FIELDS = ['old_password', 'password', 'password_confirmation'] as const;

export function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation(['account', 'common']);
  const form = useForm<TPasswordChange>({
    resolver: schemaResolver<TPasswordChange>(ZPasswordChange),
    defaultValues: { old_password: '', password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await api.put('/api/account/password', { body: values });
      if (!answer) return;
      await signInAgain(email, values.password);
      form.reset();
      showToast({ kind: 'success', message: answer.message });
    } catch (error) {
      applyServerErrors(error, form.setError, PASSWORD_FIELDS);
    }
  });

  const toggle = { 'aria-label': t('fields.togglePassword') };
  return (
    <form noValidate onSubmit={submit} aria-labelledby="password-title">
      <Stack gap="sm">
        <FormServerAlert errors={errors} />
        <PasswordInput
          {...form.register('old_password')}
          label={t('fields.oldPassword')}
          autoComplete="current-password"
          error={errors.old_password?.message}
          required
          visibilityToggleButtonProps={toggle}
          maw={{ sm: 'calc(50% - var(--mantine-spacing-sm) / 2)' }}
        />
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="sm"
          verticalSpacing="sm"
          style={{ alignItems: 'start' }}
        >
          <NewPasswordFields
            form={form}
            labels={{
              password: t('fields.newPassword'),
              confirmation: t('fields.passwordConfirmation'),
              toggle: toggle['aria-label'],
            }}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The API closes every session of the account on a password change (a stolen session ends with the
 * old password), so this tab signs in again with the new one to stay signed in.
 */
async function signInAgain(email: string, password: string): Promise<void> {
  const session = await api
    .post('/api/auth/sign-in', { body: { email, password }, auth: false })
    .catch(() => null);
  if (session) startSession(session);
}

type TDeleteForm = { password: string };

function DeleteAccount() {
  const { t } = useTranslation(['account', 'common', 'messages']);
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const form = useForm<TDeleteForm>({ defaultValues: { password: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    if (!password) {
      form.setError('password', { type: 'required', message: t('messages:validation.required') });
      return;
    }
    try {
      // 409 when a company would lose its last administrator.
      const answer = await api.delete('/api/account', { body: { password } });
      if (!answer) return;
      close();
      showToast({ kind: 'success', message: answer.message });
      clearSession({ reason: 'signed-out' });
      await navigate({ to: '/sign-in', replace: true });
    } catch (error) {
      applyServerErrors(error, form.setError, ['password']);
    }
  });

  const cancel = () => {
    form.reset();
    close();
  };

  return (
    <>
      <Group justify="space-between" gap="md">
        <Text size="sm">{t('delete.warning')}</Text>
        <Button color="red" variant="outline" onClick={open}>
          {t('delete.open')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={cancel} title={t('delete.confirmTitle')} centered>
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
              {t('delete.confirmText')}
            </Alert>
            <PasswordInput
              {...form.register('password')}
              label={t('fields.password')}
              autoComplete="current-password"
              error={errors.password?.message}
              required
              data-autofocus
              visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
            />
            <FormServerAlert errors={errors} />
            <Group justify="flex-end">
              <Button variant="default" onClick={cancel}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" color="red" loading={form.formState.isSubmitting}>
                {t('delete.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
