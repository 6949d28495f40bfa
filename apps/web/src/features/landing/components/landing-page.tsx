import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ContactSection } from './contact-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HeroSection } from './hero-section.tsx';

/**
 * Public landing page (spec/platform.md §2). Sections carry the ids the spec scrolls to: hero,
 * features, contact; allies, services, benefits, plans and about arrive with their content.
 */
export function LandingPage() {
  const { t } = useTranslation('landing');
  useDocumentTitle(t('documentTitle'));
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <ContactSection />
    </>
  );
}
