import {
  STAKEHOLDER_TYPES,
  type TLimitUsage,
  type TStakeholder,
  type TStakeholderType,
  type ZStakeholdersListQuery,
} from '@huella/shared';
import { ActionIcon, Card, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TListColumn } from '../../../components/data/list-columns.tsx';
import { ResourceList } from '../../../components/data/resource-list.tsx';
import type { TListSearchOf } from '../../../components/data/list-search-schema.ts';
import { useLocalListSearch } from '../../../components/data/use-list-search.ts';
import { api, invalidateApi } from '../../../lib/api.ts';
import { downloadExport } from '../../../lib/download-csv.ts';
import { ImportStakeholdersDialog } from './import-stakeholders-dialog.tsx';
import { StakeholderFormModal } from './stakeholder-form-modal.tsx';

const STAKEHOLDERS_EXPORT_FILE = 'stakeholders';

export type TStakeholdersCardProps = {
  companyId: number;
  /** Members read and export; administrators also add, edit, delete and import. */
  readOnly?: boolean;
  /** The plan's headquarters (`entities`): what it allows and what the company holds. */
  headquartersUsage?: TLimitUsage | null;
  /** After any change of the company's stakeholders (the plan's usage and the first steps follow them). */
  onChanged?: () => void | Promise<void>;
};

/**
 * Settings card: the company's headquarters, clients, providers and projects, one tab each, every
 * one a list with its search, pages, import and export (and, for administrators, add, edit and
 * delete). Its emission sources and activities are recorded against them.
 */
export function StakeholdersCard({
  companyId,
  readOnly = false,
  headquartersUsage,
  onChanged,
}: TStakeholdersCardProps) {
  const { t } = useTranslation('stakeholders');
  const [tab, setTab] = useState<TStakeholderType>('HEADQUARTERS');
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby="stakeholders-title"
      // The first steps lead here (a first headquarter).
      id="stakeholders"
      tabIndex={-1}
    >
      <Stack gap={4} mb="md">
        <Title order={2} fz="h4" id="stakeholders-title">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('description')}
        </Text>
      </Stack>
      <Tabs value={tab} onChange={(next) => next && setTab(next as TStakeholderType)} keepMounted={false}>
        <Tabs.List mb="md">
          {STAKEHOLDER_TYPES.map((type) => (
            <Tabs.Tab key={type} value={type}>
              {t(`types.${type}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {STAKEHOLDER_TYPES.map((type) => (
          <Tabs.Panel key={type} value={type}>
            <StakeholderList
              companyId={companyId}
              type={type}
              readOnly={readOnly}
              addUsage={type === 'HEADQUARTERS' ? headquartersUsage : undefined}
              onChanged={onChanged}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Card>
  );
}

type TStakeholderListProps = {
  companyId: number;
  type: TStakeholderType;
  readOnly: boolean;
  addUsage?: TLimitUsage | null;
  onChanged?: () => void | Promise<void>;
};

/** The form open over a list: a new stakeholder's (null record) or an edited one's. */
type TFormDialog = { record: TStakeholder | null } | null;

/** A list's state (the shared list contract's): its type with it, so each tab's pages are its own. */
type TStakeholderSearch = TListSearchOf<typeof ZStakeholdersListQuery> & { type: TStakeholderType };

/**
 * The stakeholders of one type on the list screen, by name: the API pages and searches them
 * (`GET /stakeholders/list`).
 */
export function StakeholderList({ companyId, type, readOnly, addUsage, onChanged }: TStakeholderListProps) {
  const { t } = useTranslation(['stakeholders', 'catalogue']);
  const queryClient = useQueryClient();
  const [search, setSearch] = useLocalListSearch<TStakeholderSearch>({ type });
  const [dialog, setDialog] = useState<TFormDialog>(null);
  const scope = { company_id: companyId, type };

  /** Reloads the lists of the company (every type) after a write the server confirmed. */
  const reload = async () => {
    await invalidateApi(queryClient, '/api/stakeholders');
    await onChanged?.();
  };

  const columns: TListColumn<TStakeholder>[] = [
    {
      accessor: 'name',
      title: t('fields.name'),
      priority: 'key',
      render: (row) => (
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {row.name}
        </Text>
      ),
    },
    {
      accessor: 'description',
      title: t('fields.description'),
      render: (row) => (
        <Text size="sm" c={row.description ? undefined : 'dimmed'} lineClamp={3}>
          {row.description ?? '—'}
        </Text>
      ),
    },
  ];

  return (
    <>
      <ResourceList<TStakeholder, TStakeholderSearch>
        header={{
          level: 'section',
          order: 3,
          title: t(`types.${type}`),
          description: t(`typeDescriptions.${type}`),
        }}
        search={search}
        onSearchChange={setSearch}
        rows={{
          area: '/api/stakeholders/list',
          companyId: companyId,
          fetchPage: async (query) => {
            const page = await api.get('/api/stakeholders/list', {
              query: { ...query, company_id: companyId },
            });
            // A page emptied by a delete gives way to the last one with rows.
            if (page && page.data.length === 0 && page.meta.total > 0 && query.page > 1)
              setSearch({ page: Math.ceil(page.meta.total / page.meta.per_page) });
            return page;
          },
        }}
        table={{
          columns: columns,
          nameOf: (row) => row.name,
          emptyText: t(`empty.${type}`),
          loadFailedText: t('loadFailed'),
          rowActions: readOnly
            ? undefined
            : (row) => (
                <Tooltip label={t('edit')}>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label={t('editOf', { name: row.name })}
                    onClick={() => setDialog({ record: row })}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              ),
        }}
        add={{
          onAdd: () => setDialog({ record: null }),
          label: t(`add.${type}`),
          limit: type === 'HEADQUARTERS' ? { name: 'entities', usage: addUsage } : undefined,
        }}
        remove={{
          one: (stakeholder) =>
            api.delete('/api/stakeholders/{stakeholder}', { path: { stakeholder }, body: scope }),
          many: (ids) => api.delete('/api/stakeholders/bulk/destroy', { body: { ...scope, ids } }),
          describe: (ids) =>
            api.get('/api/stakeholders/dependents', { query: { company_id: companyId, ids } }),
          onDeleted: reload,
        }}
        transfer={{
          importDialog: (close) => (
            <ImportStakeholdersDialog companyId={companyId} type={type} onClose={close} onImported={reload} />
          ),
          importLabel: t('catalogue:list.import'),
          exportFile: async (format, query) =>
            downloadExport(
              STAKEHOLDERS_EXPORT_FILE,
              format,
              await api.download('post', '/api/stakeholders/export', {
                body: { ...query, company_id: companyId, format },
              }),
            ),
        }}
        readOnly={readOnly}
      />
      {dialog ? (
        <StakeholderFormModal
          companyId={companyId}
          type={type}
          record={dialog.record}
          onClose={() => setDialog(null)}
          onSaved={reload}
        />
      ) : null}
    </>
  );
}
