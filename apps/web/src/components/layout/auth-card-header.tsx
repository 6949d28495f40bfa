import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TBackAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { label?: string };

const BackAnchor = forwardRef<HTMLAnchorElement, TBackAnchorProps>(function BackAnchor(
  { label, children: _children, ...props },
  ref,
) {
  const { t } = useTranslation('common');
  return (
    <Anchor ref={ref} size="sm" c="dimmed" underline="hover" {...props}>
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {label ?? t('actions.back')}
      </Group>
    </Anchor>
  );
});

/** The back arrow of an auth screen ("← Volver"): a typed router link to the previous step. */
export const BackLink = createLink(BackAnchor);

type TAuthCardHeaderProps = { title: string; description?: ReactNode; back?: ReactNode };

/** Title block of an auth screen: optional back link, the page's one h1, a short explanation. */
export function AuthCardHeader({ title, description, back }: TAuthCardHeaderProps) {
  return (
    <Stack gap={6} mb="lg">
      {back && <div>{back}</div>}
      <Title order={1} fz="h2">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      )}
    </Stack>
  );
}
