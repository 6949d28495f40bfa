import { COMMON_DOCUMENT_TYPES } from '@huella/shared';
import { foldForSearch } from '@huella/shared/lists';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/** How long the company's document types serve the form and the repair table. */
const TYPES_FRESH_MS = 60_000;

/** A type compared as the lists' search compares texts ("Albarán" and "albaran" are one type). */
const folded = (text: string) => foldForSearch(text.trim());

/**
 * The document types offered for an activity: the common ones in the reader's language and those
 * the company's activities already name, each once (whatever its accents or case), in the
 * language's order.
 */
export function documentTypeSuggestions(common: readonly string[], used: readonly string[], lang: string) {
  const byText = new Map<string, string>();
  for (const type of [...used, ...common]) {
    const key = folded(type);
    if (key !== '' && !byText.has(key)) byText.set(key, type);
  }
  return [...byText.values()].sort((a, b) => a.localeCompare(b, lang));
}

/** The document types the activity form and the import's repair table offer (see above). */
export function useDocumentTypes(companyId: number): readonly string[] {
  const { t } = useTranslation('emission-activities');
  const used = useQuery({
    ...apiQuery('/api/emission-activities/document-types', { query: { company_id: companyId } }),
    select: (answer) => answer?.data ?? [],
    staleTime: TYPES_FRESH_MS,
  });
  const lang = currentLanguage();
  return useMemo(
    () =>
      documentTypeSuggestions(
        COMMON_DOCUMENT_TYPES.map((key) => t(`documentTypes.${key}`)),
        used.data ?? [],
        lang,
      ),
    [t, used.data, lang],
  );
}
