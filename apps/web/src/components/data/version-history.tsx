import { formatDate, formatExactNumber, type TCatalogueVersion } from '@huella/shared';
import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';

/** A field a version shows: its key in the version's values, its label, how its value reads. */
export type TVersionField = { key: string; label: string; format?: (value: unknown) => ReactNode };

/**
 * The history of a catalogue record (DESIGN §4 "versioned, not edited in place"): its current
 * version, then each earlier one with when it was replaced (changed or deleted) and by whom, so
 * the working of a closed year can be traced to the values it applied.
 */
export function VersionHistory({
  versions,
  fields,
}: {
  versions: readonly TCatalogueVersion[] | undefined;
  fields: readonly TVersionField[];
}) {
  const { t } = useTranslation('common');
  const lang = currentLanguage();
  const titleId = useId();
  /** A stored value as the reader writes it: a number with the language's decimal mark and every digit. */
  const readValue = (value: unknown): ReactNode =>
    value === null || value === undefined
      ? '—'
      : typeof value === 'number'
        ? formatExactNumber(value, lang)
        : String(value);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId} mt="lg">
      <Stack gap={4} mb="sm">
        <Title order={2} fz="h4" id={titleId}>
          {t('versions.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('versions.description')}
        </Text>
      </Stack>
      {!versions ? (
        <Text size="sm" c="dimmed" role="status">
          {t('versions.loading')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520} type="native">
          <Table verticalSpacing="xs" aria-label={t('versions.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('versions.version')}</Table.Th>
                {fields.map((field) => (
                  <Table.Th key={field.key}>{field.label}</Table.Th>
                ))}
                <Table.Th>{t('versions.replaced')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {versions.map((version) => (
                <Table.Tr key={version.version}>
                  <Table.Th scope="row" fw={500}>
                    {version.version}{' '}
                    {version.replaced_at === null ? (
                      <Badge size="xs" variant="light">
                        {t('versions.current')}
                      </Badge>
                    ) : null}
                  </Table.Th>
                  {fields.map((field) => {
                    const value = version.values[field.key];
                    return <Table.Td key={field.key}>{(field.format ?? readValue)(value)}</Table.Td>;
                  })}
                  <Table.Td>
                    {version.replaced_at === null
                      ? '—'
                      : t(version.action === 'delete' ? 'versions.deletedOn' : 'versions.replacedOn', {
                          date: formatDate(version.replaced_at.slice(0, 10), lang),
                          name: version.replaced_by ?? '—',
                        })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
