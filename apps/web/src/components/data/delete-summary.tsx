import type { TDependents } from '@huella/shared';
import { translate } from '@huella/shared/i18n/messages';
import { Alert, List, Loader, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';

/** Names a bulk delete lists before "and N more". */
export const NAMES_SHOWN = 5;

export type TDeleteSummaryProps = {
  /** The names of the rows to delete. */
  names: readonly string[];
  /** What the API says goes with them or keeps them; undefined when not asked or not known. */
  dependents?: TDependents | null;
  /** The dependents are still loading. */
  checking?: boolean;
};

/**
 * The body of a list's delete dialog: which rows go (for a bulk delete), what goes with them (a
 * factor's gas values), and what keeps some of them — in the words the refusal would use.
 */
export function DeleteSummary({ names, dependents, checking }: TDeleteSummaryProps) {
  const { t } = useTranslation('catalogue');
  const lang = currentLanguage();
  const blocked = dependents?.blocked ?? [];
  return (
    <>
      {names.length > 1 ? (
        <div>
          <Text size="sm">{t('deleteDialog.listed', { count: names.length })}</Text>
          <List size="sm" mt={4} withPadding>
            {names.slice(0, NAMES_SHOWN).map((name, index) => (
              <List.Item key={`${index}-${name}`}>{name}</List.Item>
            ))}
            {names.length > NAMES_SHOWN ? (
              <List.Item>{t('deleteDialog.more', { count: names.length - NAMES_SHOWN })}</List.Item>
            ) : null}
          </List>
        </div>
      ) : null}
      {checking ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('deleteDialog.checking')}
          </Text>
        </Group>
      ) : null}
      {dependents?.removes.map((group) => (
        <Text key={group.kind} size="sm" fw={500}>
          {t(`deleteDialog.removes.${group.kind}`, { count: group.count })}
        </Text>
      ))}
      {blocked.length > 0 ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('deleteDialog.blockedTitle', { count: names.length })}
        >
          <List size="sm" spacing={4}>
            {blocked.map((row) => (
              <List.Item key={row.id}>{translate(row.message, lang, row.params)}</List.Item>
            ))}
          </List>
          <Text size="sm" mt="xs">
            {t('deleteDialog.blockedHelp')}
          </Text>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          {t('deleteDialog.irreversible')}
        </Text>
      )}
    </>
  );
}
