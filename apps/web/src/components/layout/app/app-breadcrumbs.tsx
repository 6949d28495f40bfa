import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link, useMatches, type LinkProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Breadcrumb built from the matched routes that declare `staticData.breadcrumb`. */
export function AppBreadcrumbs() {
  const { t } = useTranslation('layout');
  const matches = useMatches();
  const crumbs = matches.flatMap((match) =>
    match.staticData.breadcrumb
      ? [{ id: match.id, label: t(match.staticData.breadcrumb), to: match.pathname }]
      : [],
  );
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumb.label')} style={{ minWidth: 0 }}>
      <Breadcrumbs separator={<IconChevronRight size={14} aria-hidden />} separatorMargin={6}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={crumb.id} size="sm" fw={600} aria-current="page" truncate>
              {crumb.label}
            </Text>
          ) : (
            <Anchor key={crumb.id} component={Link} to={crumb.to as LinkProps['to']} size="sm" c="dimmed">
              {crumb.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
