import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { requireRole } from '../../../../../features/auth/guards.ts';
import { useEmissionFactor } from '../../../../../features/emission-factors/api/get-emission-factor.ts';
import { GasEmissionForm } from '../../../../../features/gas-emissions/components/gas-emission-form.tsx';
import { loadNamespaces } from '../../../../../lib/i18n.ts';

/** A per-gas value of a factor (id 0 creates), titled with the factor's name and linked back to it. */
export const Route = createFileRoute('/_app/factors/$factor/gas-emissions/$id')({
  staticData: { breadcrumb: 'nav.emissionFactors' },
  beforeLoad: requireRole(['super-admin'], { needsCompany: false }),
  loader: () => loadNamespaces('catalogue', 'gas-emissions'),
  component: GasEmissionRoute,
});

function GasEmissionRoute() {
  const { t } = useTranslation('gas-emissions');
  const { factor, id } = Route.useParams();
  const factorId = Number(factor) || 0;
  const { data: record } = useEmissionFactor(factorId);
  return (
    <>
      <Link to="/emission-factors/$id" params={{ id: String(factorId) }}>
        <Anchor component="span" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {record ? t('backToFactorNamed', { factor: record.name }) : t('backToFactor')}
          </Group>
        </Anchor>
      </Link>
      <GasEmissionForm
        key={`${factor}-${id}`}
        factorId={factorId}
        id={Number(id) || 0}
        factorName={record?.name}
      />
    </>
  );
}
