/**
 * The check that no English word reaches a Spanish screen or file: the locale catalogues, the
 * shared messages and the generated spreadsheets run their Spanish words through it in their tests.
 * It is a guard for people writing catalogues, not a spelling checker: it knows the common words of
 * the product and of English prose, and the few words both languages write the same.
 */

/**
 * Words a Spanish text may share with its English counterpart: Spanish words spelled like English
 * ones, names of products, standards and units, and the language names the language menu shows
 * each in its own language. A Spanish string equal to the English one must be made of these.
 */
export const SAME_IN_BOTH_LANGUAGES: ReadonlySet<string> = new Set([
  // Spanish words spelled like English ones
  'error',
  'factor',
  'gas',
  'gases',
  'logo',
  'no',
  'sector',
  'total',
  // Names: the product, standards, units, keys
  'huella',
  'iso',
  'kwh',
  'kg',
  'tco2e',
  'co2',
  'co2e',
  'ctrl',
  'b',
  // The language menu names each language in itself
  'english',
  'español',
]);

/**
 * Common English words that are not Spanish words. Words both languages have ("no", "a", "error",
 * "gas", "total", "sector", "factor", "bus", "menu", "area", "per", "has", "son") are left out.
 */
export const ENGLISH_WORDS: ReadonlySet<string> = new Set([
  // Prose
  'the',
  'and',
  'of',
  'with',
  'without',
  'for',
  'from',
  'to',
  'into',
  'in',
  'on',
  'at',
  'by',
  'or',
  'not',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'will',
  'can',
  'could',
  'should',
  'would',
  'must',
  'have',
  'had',
  'do',
  'does',
  'did',
  'this',
  'that',
  'these',
  'those',
  'there',
  'here',
  'their',
  'they',
  'we',
  'our',
  'you',
  'your',
  'my',
  'it',
  'its',
  'an',
  'if',
  'when',
  'where',
  'which',
  'who',
  'what',
  'how',
  'why',
  'all',
  'any',
  'each',
  'every',
  'other',
  'more',
  'less',
  'than',
  'only',
  'also',
  'yes',
  'please',
  'first',
  'last',
  'new',
  // Actions
  'add',
  'save',
  'delete',
  'remove',
  'edit',
  'view',
  'cancel',
  'close',
  'open',
  'search',
  'upload',
  'download',
  'import',
  'export',
  'back',
  'next',
  'previous',
  'sign',
  'login',
  'logout',
  'submit',
  'send',
  'confirm',
  'select',
  'selected',
  'loading',
  'created',
  'updated',
  'deleted',
  'saved',
  'required',
  'invalid',
  'valid',
  // Things the product shows
  'name',
  'value',
  'values',
  'date',
  'dates',
  'start',
  'end',
  'unit',
  'units',
  'source',
  'sources',
  'fountain',
  'reference',
  'uncertainty',
  'avoided',
  'type',
  'types',
  'group',
  'groups',
  'file',
  'files',
  'row',
  'rows',
  'column',
  'columns',
  'template',
  'page',
  'record',
  'records',
  'results',
  'settings',
  'account',
  'profile',
  'password',
  'email',
  'mail',
  'user',
  'users',
  'company',
  'companies',
  'member',
  'members',
  'invitation',
  'language',
  'dark',
  'light',
  'mode',
  'theme',
  'home',
  'welcome',
  'help',
  'support',
  'dashboard',
  'report',
  'reports',
  'emission',
  'emissions',
  'factors',
  'scope',
  'category',
  'categories',
  'protocol',
  'standard',
  'activity',
  'activities',
  'indicator',
  'indicators',
  'key',
  'operational',
  'embedded',
  // Unit groups
  'volume',
  'mass',
  'energy',
  'distance',
  'passenger',
  'freight',
  'count',
  'time',
  'quantity',
  // Source icons
  'flame',
  'bolt',
  'droplet',
  'leaf',
  'wind',
  'car',
  'train',
  'plane',
  'ship',
  'truck',
  'delivery',
  'package',
  'recycle',
  'trash',
  'shopping',
  'cart',
  'building',
  'factory',
  'air',
  'conditioning',
  'station',
]);

/**
 * The words of a text a reader sees: without i18next placeholders (`{{name}}`, `$t(…)`), markup
 * tags of translated components (`<1>`, `</strong>`), web addresses and e-mail addresses.
 */
export function wordsOf(text: string): string[] {
  const visible = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/\$t\([^)]*\)/g, ' ')
    .replace(/<\/?[\w-]*\/?>/g, ' ')
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+/g, ' ');
  return visible.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The English words of a Spanish text (as written in it), in order. */
export function englishWordsIn(text: string): string[] {
  return wordsOf(text).filter((word) => ENGLISH_WORDS.has(word.toLocaleLowerCase('es')));
}

/**
 * What a Spanish text says in English: its English words, and the whole text when it is the English
 * text word for word and a word of it is not one both languages share. Empty when it is Spanish.
 */
export function englishInSpanish(spanish: string, english?: string): string[] {
  const findings = englishWordsIn(spanish);
  if (english !== undefined && spanish.trim() === english.trim()) {
    const shared = wordsOf(spanish).every(
      (word) => /^\p{N}+$/u.test(word) || SAME_IN_BOTH_LANGUAGES.has(word.toLocaleLowerCase('es')),
    );
    if (!shared) findings.push(`same as English: ${spanish}`);
  }
  return findings;
}
