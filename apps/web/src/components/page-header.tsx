import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Title block of an app screen: its one h1 and a short explanation. */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
  );
}
