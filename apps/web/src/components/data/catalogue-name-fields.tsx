import { catalogueName } from '@huella/shared';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { TextField } from './form-fields.tsx';

type TNamed = FieldValues & { name: string; name_en: string | null };

/** A saved record's name as its toast says it: in the reader's language, as the lists show it. */
export const savedCatalogueName = (values: { name: string; name_en?: string | null }): string =>
  catalogueName(values, currentLanguage());

/**
 * The two names of a catalogue record, side by side: the Spanish one (required, the default every
 * reader falls back to) under the area's own label, and the optional English one.
 */
export function CatalogueNameFields<TValues extends TNamed>({
  control,
  label,
}: {
  control: Control<TValues, unknown, never> | Control<TValues, unknown, unknown>;
  /** The area's word for the name ("Nombre", "Name"). */
  label: string;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      <TextField
        control={control}
        name={'name' as Path<TValues>}
        label={label}
        description={t('form.nameHelp')}
        required
      />
      <TextField
        control={control}
        name={'name_en' as Path<TValues>}
        label={t('form.nameEn')}
        description={t('form.nameEnHelp')}
      />
    </>
  );
}
