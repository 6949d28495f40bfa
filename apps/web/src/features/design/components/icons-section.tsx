import { Code, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconActivity,
  IconAtom2,
  IconBolt,
  IconBuildingFactory2,
  IconBuildingSkyscraper,
  IconCalendar,
  IconChartDonut3,
  IconCreditCard,
  IconEye,
  IconFileSpreadsheet,
  IconFileTypePdf,
  IconFilter,
  IconFlame,
  IconGauge,
  IconLanguage,
  IconLayoutDashboard,
  IconLeaf,
  IconLogout,
  IconMapPin,
  IconMoon,
  IconPencil,
  IconPlane,
  IconPlus,
  IconRecycle,
  IconSearch,
  IconSettings,
  IconTableExport,
  IconTableImport,
  IconTrash,
  IconTruckDelivery,
  IconUserCircle,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DesignSection } from './design-section.tsx';

/** The icons of the product and what each one stands for. `code` is the component name. */
const ICONS: readonly { key: string; code: string; icon: Icon }[] = [
  { key: 'footprint', code: 'IconLeaf', icon: IconLeaf },
  { key: 'dashboard', code: 'IconLayoutDashboard', icon: IconLayoutDashboard },
  { key: 'sources', code: 'IconBuildingFactory2', icon: IconBuildingFactory2 },
  { key: 'activities', code: 'IconActivity', icon: IconActivity },
  { key: 'factors', code: 'IconGauge', icon: IconGauge },
  { key: 'gases', code: 'IconAtom2', icon: IconAtom2 },
  { key: 'indicators', code: 'IconChartDonut3', icon: IconChartDonut3 },
  { key: 'electricity', code: 'IconBolt', icon: IconBolt },
  { key: 'fuel', code: 'IconFlame', icon: IconFlame },
  { key: 'transport', code: 'IconTruckDelivery', icon: IconTruckDelivery },
  { key: 'flights', code: 'IconPlane', icon: IconPlane },
  { key: 'waste', code: 'IconRecycle', icon: IconRecycle },
  { key: 'company', code: 'IconBuildingSkyscraper', icon: IconBuildingSkyscraper },
  { key: 'sites', code: 'IconMapPin', icon: IconMapPin },
  { key: 'users', code: 'IconUsers', icon: IconUsers },
  { key: 'settings', code: 'IconSettings', icon: IconSettings },
  { key: 'billing', code: 'IconCreditCard', icon: IconCreditCard },
  { key: 'report', code: 'IconFileTypePdf', icon: IconFileTypePdf },
  { key: 'spreadsheet', code: 'IconFileSpreadsheet', icon: IconFileSpreadsheet },
  { key: 'upload', code: 'IconTableImport', icon: IconTableImport },
  { key: 'download', code: 'IconTableExport', icon: IconTableExport },
  { key: 'search', code: 'IconSearch', icon: IconSearch },
  { key: 'filter', code: 'IconFilter', icon: IconFilter },
  { key: 'calendar', code: 'IconCalendar', icon: IconCalendar },
  { key: 'add', code: 'IconPlus', icon: IconPlus },
  { key: 'edit', code: 'IconPencil', icon: IconPencil },
  { key: 'view', code: 'IconEye', icon: IconEye },
  { key: 'delete', code: 'IconTrash', icon: IconTrash },
  { key: 'account', code: 'IconUserCircle', icon: IconUserCircle },
  { key: 'signOut', code: 'IconLogout', icon: IconLogout },
  { key: 'language', code: 'IconLanguage', icon: IconLanguage },
  { key: 'darkMode', code: 'IconMoon', icon: IconMoon },
];

export function IconsSection() {
  const { t } = useTranslation('design');
  return (
    <DesignSection id="icons" title={t('sections.icons')} description={t('icons.description')}>
      <SimpleGrid
        cols={{ base: 2, xs: 3, sm: 4, md: 6 }}
        spacing="sm"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {ICONS.map(({ key, code, icon: ItemIcon }) => (
          <Paper key={key} component="li" withBorder radius="md" p="sm">
            <Stack gap={6} align="center" ta="center">
              <ItemIcon size={26} stroke={1.6} aria-hidden color="var(--mantine-color-huella-text)" />
              <Text size="sm" fw={500} lh={1.25}>
                {t(`icons.names.${key}` as 'icons.names.footprint')}
              </Text>
              <Code fz={10}>{code}</Code>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </DesignSection>
  );
}
