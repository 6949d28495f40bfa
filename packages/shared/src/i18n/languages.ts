export const LANGUAGES = ['es', 'en'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'es';

/** Picks the first supported language of an Accept-Language header; Spanish otherwise. */
export function pickLanguage(acceptLanguage: string | undefined | null): TLanguage {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    const match = LANGUAGES.find((lang) => lang === base);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}
