// The GHG Protocol scope of a catalogue source (DESIGN §4): its GHG Protocol category says it. The
// spec's keyword rule (electricity → 2, transport or outsourced → 3, else 1) is only the fallback for
// a source the catalogue has not categorised under that standard.

/** A GHG Protocol scope. */
export type TScopeNumber = 1 | 2 | 3;

/** Words of a source name that mean purchased electricity, without accents and in lower case. */
const SCOPE_2_WORDS = ['electricity', 'electricidad', 'energia electrica'];
/** Words that mean transport or outsourced work (`tercerizad` covers tercerizado, -a, -os…). */
const SCOPE_3_WORDS = ['transport', 'transporte', 'outsourced', 'tercerizad'];

function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The scope the spec's keyword rule gives a source name: 2 for electricity, 3 for transport or outsourced, else 1. */
export function scopeOfName(name: string): TScopeNumber {
  const words = plain(name);
  if (SCOPE_2_WORDS.some((word) => words.includes(word))) return 2;
  if (SCOPE_3_WORDS.some((word) => words.includes(word))) return 3;
  return 1;
}

/** A category's scope, when it is one (GHG Protocol categories carry 1, 2 or 3; ISO ones none). */
function isScope(scope: number | null | undefined): scope is TScopeNumber {
  return scope === 1 || scope === 2 || scope === 3;
}

/**
 * The scope of a catalogue source: its GHG Protocol category's (the one it is counted under), or the
 * keyword rule on its name when it has none (or one without a scope).
 */
export function scopeOfSource(ghgCategoryScope: number | null | undefined, sourceName: string): TScopeNumber {
  return isScope(ghgCategoryScope) ? ghgCategoryScope : scopeOfName(sourceName);
}
