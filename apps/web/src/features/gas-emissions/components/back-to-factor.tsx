import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The way back from a factor's gas values to the factor, named when its name is known. */
export function BackToFactor({ factorId, name }: { factorId: number; name?: string | null }) {
  const { t } = useTranslation('gas-emissions');
  return (
    <Link to="/emission-factors/$id" params={{ id: String(factorId) }}>
      <Anchor component="span" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {name ? t('backToFactorNamed', { factor: name }) : t('backToFactor')}
        </Group>
      </Anchor>
    </Link>
  );
}
