/**
 * A catalogue row's names (a sector, a key indicator…) as the API answers an English reader: the
 * Spanish `name`, its English version, and the English one as the name shown.
 */
export const namedInEnglish = (id: number, name: string, nameEn: string) => ({
  id,
  name,
  name_en: nameEn,
  display_name: nameEn,
});
