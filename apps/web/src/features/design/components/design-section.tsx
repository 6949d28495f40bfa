import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export const DESIGN_SECTIONS = [
  'colors',
  'typography',
  'inputs',
  'buttons',
  'icons',
  'toasts',
  'dialogs',
  'popover',
  'table',
  'charts',
] as const;
export type TDesignSection = (typeof DESIGN_SECTIONS)[number];

type TDesignSectionProps = {
  id: TDesignSection;
  title: string;
  description: string;
  children: ReactNode;
};

/** One titled card of the showcase, reachable at `/design#<id>`. */
export function DesignSection({ id, title, description, children }: TDesignSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Card component="section" id={id} aria-labelledby={titleId} shadow="xs">
      <Stack gap={4} mb="lg">
        <Title order={2} id={titleId} fz="h3">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
      {children}
    </Card>
  );
}

/** A labelled group inside a section. */
export function DesignSubsection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={3} fz="sm" tt="uppercase" c="dimmed" style={{ letterSpacing: '0.05em' }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
