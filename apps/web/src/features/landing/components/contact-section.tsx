import { Anchor, Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONTACT_EMAIL, CONTACT_MAILTO } from '../../../lib/constants.ts';
import classes from './landing.module.css';

/** Contact block (the target of "Talk to us"); the contact form arrives with its endpoint. */
export function ContactSection() {
  const { t } = useTranslation('landing');
  return (
    <Box component="section" id="contact" aria-labelledby="contact-title">
      <Container size="lg" py={{ base: 56, md: 88 }}>
        <Paper radius="lg" p={{ base: 'xl', md: 48 }} className={classes.contact}>
          <Group justify="space-between" align="center" gap="xl">
            <Stack gap="xs" maw={560}>
              <Title id="contact-title" order={2} className={classes.sectionTitle}>
                {t('contact.title')}
              </Title>
              <Text size="lg" className={classes.contactText}>
                {t('contact.description')}
              </Text>
              <Anchor href={CONTACT_MAILTO} className={classes.contactLink} fw={600}>
                {CONTACT_EMAIL}
              </Anchor>
            </Stack>
            <Button
              component="a"
              href={CONTACT_MAILTO}
              size="lg"
              variant="white"
              color="huella.9"
              leftSection={<IconMail size={20} aria-hidden />}
            >
              {t('contact.write')}
            </Button>
          </Group>
        </Paper>
      </Container>
    </Box>
  );
}
