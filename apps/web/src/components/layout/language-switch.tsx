import { LANGUAGES, type TLanguage } from '@huella/shared/i18n/languages';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../lib/i18n.ts';

/** Language menu (Spanish / English). The choice is kept in localStorage (`lang`). */
export function LanguageSwitch() {
  const { t } = useTranslation('layout');
  const current = currentLanguage();
  const code = current.toUpperCase();
  return (
    <Menu position="bottom-end" width={170}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          leftSection={<IconLanguage size={18} aria-hidden />}
          aria-label={t('language.button', { code })}
        >
          {code}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language: TLanguage) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => void changeLanguage(language)}
            rightSection={language === current ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={language === current ? 'true' : undefined}
          >
            {t(`language.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
