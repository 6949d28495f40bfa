import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/session.ts';

/**
 * The signed-in user's menu in the app header. The identity feature passes the account and
 * sign-out entries as children. Renders nothing while nobody is signed in.
 */
export function AvatarMenu({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('layout');
  const user = useSessionUser();
  if (!user) return null;
  const name = [user.name, user.last_name].filter(Boolean).join(' ');
  return (
    <Menu position="bottom-end" width={240}>
      <Menu.Target>
        <UnstyledButton aria-label={t('account.menu')} style={{ borderRadius: '50%' }}>
          <Avatar src={user.avatar ?? null} name={name} color="initials" radius="xl" size={34} />
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
        {children}
      </Menu.Dropdown>
    </Menu>
  );
}
