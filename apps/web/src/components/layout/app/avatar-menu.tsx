import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../../lib/session-api.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { initialsOf } from './initials.ts';

/** The signed-in user's menu in the app header: name, e-mail, account, sign-out. */
export function AvatarMenu() {
  const { t } = useTranslation('layout');
  const user = useSessionUser();
  const navigate = useNavigate();
  if (!user) return null;
  const name = [user.name, user.last_name].filter(Boolean).join(' ');
  // Without a picture the avatar shows initials: the button's name starts with them (WCAG 2.5.3).
  const label = user.avatar
    ? t('account.menuOf', { name: name || user.email })
    : t('account.menuWithInitials', { initials: initialsOf(name), name: name || user.email });

  const leave = async () => {
    await signOut();
    await navigate({ to: '/sign-in', replace: true });
  };

  return (
    <Menu position="bottom-end" width={240}>
      <Menu.Target>
        <UnstyledButton aria-label={label} style={{ borderRadius: '50%' }}>
          <Avatar src={user.avatar ?? null} name={name} color="initials" radius="xl" size={34} alt="" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          renderRoot={(props) => <Link {...props} to="/account" />}
          leftSection={<IconUserCircle size={18} aria-hidden />}
        >
          {t('account.profile')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => void leave()}
        >
          {t('account.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
