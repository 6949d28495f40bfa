import { ThemeIcon } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { SOURCE_ICONS } from './source-icons.ts';

/**
 * A catalogue source's icon beside its name (decorative: the name says it), in the brand colour on
 * a light tint that follows the colour scheme. An icon the app does not know shows a neutral one.
 */
export function SourceIcon({ icon, size = 18 }: { icon: string; size?: number }) {
  const Icon = SOURCE_ICONS[icon] ?? IconCategory;
  return (
    <ThemeIcon variant="light" size={size + 6} radius="sm" aria-hidden>
      <Icon size={size} stroke={1.7} />
    </ThemeIcon>
  );
}
