import { Avatar, Box, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBuilding, IconCheck, IconSelector } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAccount, useSelectedCompany } from '../../../lib/session.ts';
import classes from './company-selector.module.css';
import { initialsOf } from './initials.ts';

/**
 * The header's company switch: the account's companies; choosing one goes through
 * /load-company/{id} (which loads and selects it). A company a super-admin entered without being
 * a member heads the list, marked as their visit. Hidden while nobody is signed in.
 */
export function CompanySelector() {
  const { t } = useTranslation('layout');
  const account = useAccount();
  const selected = useSelectedCompany();
  if (!account) return null;
  const companies = account.companies;
  const visit = selected && selected.role === null ? selected : null;
  // The name starts with the words on the button (WCAG 2.5.3): the company's name (a wide screen
  // shows it), with the initials a phone shows in its place when the company has no logo.
  const label = selected
    ? selected.logo
      ? t('company.current', { name: selected.name })
      : t('company.currentWithInitials', { name: selected.name, initials: initialsOf(selected.name) })
    : t('company.choose');

  return (
    <Menu position="bottom-start" width={300}>
      <Menu.Target>
        <UnstyledButton className={classes.target} aria-label={`${label}. ${t('company.switch')}`}>
          {selected?.logo ? (
            <Avatar src={selected.logo} radius="sm" size={26} alt="" className={classes.mark} />
          ) : selected ? (
            <>
              {/* The initials stand for the name only where the name has no room (a phone). */}
              <Avatar
                name={selected.name}
                color="initials"
                radius="sm"
                size={26}
                alt=""
                className={classes.mark}
                hiddenFrom="xs"
              />
              <Box visibleFrom="xs" className={classes.mark} display="flex">
                <IconBuilding size={20} aria-hidden />
              </Box>
            </>
          ) : (
            <IconBuilding size={20} aria-hidden className={classes.mark} />
          )}
          <Text size="sm" fw={600} truncate className={classes.name}>
            {selected ? selected.name : t('company.choose')}
          </Text>
          <IconSelector size={16} aria-hidden className={classes.chevron} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('company.switch')}</Menu.Label>
        {visit ? (
          <Menu.Item
            renderRoot={(props) => (
              <Link {...props} to="/load-company/$id" params={{ id: String(visit.id) }} />
            )}
            leftSection={
              <Avatar src={visit.logo} name={visit.name} color="initials" radius="sm" size={24} alt="" />
            }
            rightSection={<IconCheck size={16} aria-hidden />}
            aria-current="true"
          >
            <Text size="sm" truncate>
              {visit.name}
            </Text>
            <Text size="xs" c="dimmed">
              {t('company.visit')}
            </Text>
          </Menu.Item>
        ) : null}
        {companies.map((company) => (
          <Menu.Item
            key={company.id}
            renderRoot={(props) => (
              <Link {...props} to="/load-company/$id" params={{ id: String(company.id) }} />
            )}
            leftSection={
              <Avatar src={company.logo} name={company.name} color="initials" radius="sm" size={24} alt="" />
            }
            rightSection={company.id === selected?.id ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={company.id === selected?.id ? 'true' : undefined}
          >
            <Text size="sm" truncate>
              {company.name}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`company.roles.${company.role}`)}
            </Text>
          </Menu.Item>
        ))}
        {companies.length === 0 && !visit && (
          <Menu.Item disabled>
            <Text size="sm" c="dimmed">
              {t('company.none')}
            </Text>
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item renderRoot={(props) => <Link {...props} to="/welcome" />}>{t('company.all')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
