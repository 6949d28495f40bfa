import {
  EMISSION_ACTIVITY_FILTERS,
  DOCUMENT_SHOWN_CHARACTERS,
  EMISSIONS_UNIT,
  formatDate,
  formatNumber,
  ZEmissionActivitiesQuery,
  type TEmissionActivity,
} from '@huella/shared';
import { Anchor, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconFileText, IconLink } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TListColumn } from '../../../components/data/list-columns.tsx';
import { filterFieldsOf, isNarrowed } from '../../../components/data/list-filter-fields.ts';
import { ResourceList, SLOW_SEARCH_DEBOUNCE_MS } from '../../../components/data/resource-list.tsx';
import { useListSearch } from '../../../components/data/use-list-search.ts';
import { SourceIcon } from '../../../components/source-icon.tsx';
import type { TListSearchOf } from '../../../components/data/list-search-schema.ts';
import { api, apiQuery, invalidateApi } from '../../../lib/api.ts';
import { downloadExport } from '../../../lib/download-csv.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { ActivityDocumentLink } from './activity-document-field.tsx';
import { ActivityImportNotice } from './activity-import-notice.tsx';
import { FlaggedActivitiesNotice } from './flagged-activities-notice.tsx';
import { ImportEmissionActivitiesDialog } from './import-emission-activities-dialog.tsx';

/** The list's state in the URL: page, search, sort and filters of `ZEmissionActivitiesQuery`. */
export type TEmissionActivitiesSearch = TListSearchOf<typeof ZEmissionActivitiesQuery>;

const EMISSION_ACTIVITIES_EXPORT_FILE = 'emission_activities';

type TT = TFunction<['emission-activities', 'catalogue', 'common']>;

/** A document's link or file name as a list shows it: its first characters (spec/workspace.md §9). */
export function shortenDocument(text: string): string {
  return text.length > DOCUMENT_SHOWN_CHARACTERS ? `${text.slice(0, DOCUMENT_SHOWN_CHARACTERS)}…` : text;
}

/** What an activity was recorded against: its emission source's code, or its factor's name. */
export function recordedAgainst(row: TEmissionActivity): string {
  return row.by_emission_source && row.emission_source ? row.emission_source.code : row.emission_factor.name;
}

/** The t CO2e of a row, its avoided part beneath when there is one, or why it has none (flagged). */
function FootprintCell({ row, t, lang }: { row: TEmissionActivity; t: TT; lang: string }) {
  if (row.flagged) {
    const message = row.flag?.message ?? t('list.flaggedHelp');
    return (
      <Tooltip
        label={message}
        multiline
        maw={320}
        withArrow
        events={{ hover: true, focus: true, touch: true }}
      >
        <Group
          gap={4}
          wrap="nowrap"
          component="span"
          display="inline-flex"
          tabIndex={0}
          c="orange.7"
          data-testid="activity-flag"
          style={{ verticalAlign: 'middle', cursor: 'help' }}
        >
          <IconAlertTriangle size={16} aria-hidden />
          <Text span inherit fw={600}>
            {t('list.flagged')}
          </Text>
          <VisuallyHidden>{`: ${message}`}</VisuallyHidden>
        </Group>
      </Tooltip>
    );
  }
  return (
    <Stack gap={0} component="span">
      <Text span inherit style={{ whiteSpace: 'nowrap' }}>
        {`${formatNumber(row.carbon_footprint, lang)} ${EMISSIONS_UNIT}`}
      </Text>
      {row.carbon_footprint_avoided !== 0 ? (
        <Text span fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('list.avoided', {
            value: `${formatNumber(row.carbon_footprint_avoided, lang)} ${EMISSIONS_UNIT}`,
          })}
        </Text>
      ) : null}
      {row.uncertainty !== 0 ? (
        <Text span fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('list.uncertainty', { value: formatNumber(row.uncertainty, lang) })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The supporting document: its link, or the uploaded file (downloaded with the session). */
function DocumentCell({ row, companyId }: { row: TEmissionActivity; companyId: number }) {
  const { t } = useTranslation('emission-activities');
  if (row.document) {
    const name = row.document.name;
    return (
      <Tooltip label={name} withArrow events={{ hover: true, focus: true, touch: true }}>
        <ActivityDocumentLink
          companyId={companyId}
          activityId={row.id}
          name={name}
          size="sm"
          aria-label={t('list.downloadDocument', { name })}
        >
          <Group gap={4} wrap="nowrap" component="span" display="inline-flex">
            <IconFileText size={14} aria-hidden />
            {shortenDocument(name)}
          </Group>
        </ActivityDocumentLink>
      </Tooltip>
    );
  }
  if (row.documents) {
    return (
      <Tooltip
        label={row.documents}
        withArrow
        multiline
        maw={360}
        events={{ hover: true, focus: true, touch: true }}
      >
        <Anchor
          href={row.documents}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          aria-label={t('list.openDocument', { link: row.documents })}
        >
          <Group gap={4} wrap="nowrap" component="span" display="inline-flex">
            <IconLink size={14} aria-hidden />
            {shortenDocument(row.documents)}
          </Group>
        </Anchor>
      </Tooltip>
    );
  }
  return null;
}

/**
 * The columns of the activities: the day (the row's key, kept on a phone with the others listed
 * beneath it), what it was recorded against, its category, the consumption in its unit, its t CO2e,
 * the headquarter and the supporting document. The sortable ones sort by the
 * API's sort of the same name.
 */
export function emissionActivityColumns(
  t: TT,
  lang: string,
  companyId: number,
): TListColumn<TEmissionActivity>[] {
  return [
    {
      accessor: 'date',
      title: t('fields.date'),
      sortable: true,
      priority: 'key',
      render: (row) => (
        <Text span inherit style={{ whiteSpace: 'nowrap' }}>
          {formatDate(row.date, lang)}
        </Text>
      ),
    },
    {
      accessor: 'emission_source.code',
      sortKey: 'emission_source',
      title: t('fields.recordedAgainst'),
      sortable: true,
      render: (row) =>
        row.by_emission_source && row.emission_source ? (
          <Tooltip label={row.emission_source.name} withArrow>
            <Text span inherit style={{ whiteSpace: 'nowrap' }}>
              {row.emission_source.code}
            </Text>
          </Tooltip>
        ) : (
          <Text span inherit>
            {row.emission_factor.name}
          </Text>
        ),
    },
    {
      accessor: 'source.name',
      sortKey: 'source',
      title: t('fields.source'),
      sortable: true,
      render: (row) => (
        <Group
          gap={6}
          wrap="nowrap"
          component="span"
          display="inline-flex"
          style={{ verticalAlign: 'middle' }}
        >
          <SourceIcon icon={row.source.icon} size={18} />
          <Text span inherit>
            {row.source.name}
          </Text>
        </Group>
      ),
    },
    {
      accessor: 'consumption',
      title: t('fields.consumption'),
      sortable: true,
      textAlign: 'right',
      render: (row) => (
        <Text span inherit style={{ whiteSpace: 'nowrap' }}>
          {`${formatNumber(row.consumption, lang)} ${row.unit_measurement.abbreviation ?? row.unit_measurement.name}`}
        </Text>
      ),
    },
    {
      accessor: 'carbon_footprint',
      title: t('fields.carbon_footprint'),
      sortable: true,
      textAlign: 'right',
      render: (row) => <FootprintCell row={row} t={t} lang={lang} />,
    },
    { accessor: 'headquarter.name', title: t('fields.headquarter') },
    {
      accessor: 'documents',
      title: t('fields.document'),
      // Nothing at all without a document, so a phone's line for it is left out.
      render: (row) =>
        row.document || row.documents ? <DocumentCell row={row} companyId={companyId} /> : null,
    },
  ];
}

/**
 * /emission-activities: the company's activity data with the footprint of each row, for its
 * members and administrators alike — search (after a pause of 1.5 s), filters, sort, pages, view,
 * delete one or many, import from the template (fixing and retrying the rows that fail), export as
 * CSV, and Add up to the plan's limit.
 */
export function EmissionActivitiesList({ companyId }: { companyId: number }) {
  const { t } = useTranslation(['emission-activities', 'catalogue', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useListSearch(ZEmissionActivitiesQuery);
  const usage = useQuery({
    ...apiQuery('/api/companies/{company}', { path: { company: companyId } }),
    select: (company) => company?.current_limits.emission_activities,
  });
  const lang = currentLanguage();
  return (
    <ResourceList<TEmissionActivity, TEmissionActivitiesSearch>
      header={{
        title: t('title'),
        description: t('description'),
        notice: (
          <Stack gap="xs">
            <ActivityImportNotice companyId={companyId} />
            <FlaggedActivitiesNotice companyId={companyId} filtered={search.flagged === true} />
          </Stack>
        ),
      }}
      search={search}
      onSearchChange={setSearch}
      rows={{
        area: '/api/emission-activities',
        searchDebounceMs: SLOW_SEARCH_DEBOUNCE_MS,
        companyId: companyId,
        fetchPage: (query) =>
          api.get('/api/emission-activities', { query: { ...query, company_id: companyId } }),
      }}
      table={{
        columns: emissionActivityColumns(t, lang, companyId),
        nameOf: (row) => t('rowName', { date: formatDate(row.date, lang), what: recordedAgainst(row) }),
        emptyText: isNarrowed(search, EMISSION_ACTIVITY_FILTERS) ? t('common:noResults') : t('empty'),
        loadFailedText: t('loadFailed'),
        onView: (row) => void navigate({ to: '/emission-activities/$id', params: { id: String(row.id) } }),
      }}
      filters={{
        spec: filterFieldsOf(EMISSION_ACTIVITY_FILTERS, companyId),
      }}
      add={{
        onAdd: () => void navigate({ to: '/emission-activities/$id', params: { id: '0' } }),
        label: t('add'),
        limit: { name: 'emission_activities', usage: usage.data },
      }}
      remove={{
        one: (id) =>
          api.delete('/api/emission-activities/{emission_activity}', {
            path: { emission_activity: id },
            body: { company_id: companyId },
          }),
        many: (ids) =>
          api.delete('/api/emission-activities/bulk/destroy', { body: { company_id: companyId, ids } }),
        // The plan's usage went down with the rows.
        onDeleted: () => invalidateApi(queryClient, '/api/companies/{company}'),
        // Activities have no name: the confirmation tells each by its day, source and consumption.
        words: {
          nameInDialog: (row) =>
            t('rowInDialog', {
              date: formatDate(row.date, lang),
              what: recordedAgainst(row),
              consumption: formatNumber(row.consumption, lang),
              unit: row.unit_measurement.abbreviation ?? row.unit_measurement.name,
            }),
        },
      }}
      transfer={{
        importDialog: (close) => <ImportEmissionActivitiesDialog companyId={companyId} onClose={close} />,
        exportFile: async (format, query) =>
          downloadExport(
            EMISSION_ACTIVITIES_EXPORT_FILE,
            format,
            await api.download('post', '/api/emission-activities/export', {
              body: { ...query, company_id: companyId, format },
            }),
          ),
      }}
    />
  );
}
