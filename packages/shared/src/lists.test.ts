import { describe, expect, it } from 'vitest';
import { foldForSearch, SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from './lists.ts';

describe('the search rule', () => {
  it('reads a text in lower case without its accents', () => {
    expect(foldForSearch('Sede Bogotá')).toBe('sede bogota');
    expect(foldForSearch('ÓXIDO Nitroso, Ñuñoa, Façade')).toBe('oxido nitroso, nunoa, facade');
    expect(foldForSearch('HFC-134a')).toBe('hfc-134a');
  });

  it('pairs each accented letter with one plain letter, as SQL translate() needs', () => {
    expect([...SEARCH_FOLD_FROM]).toHaveLength([...SEARCH_FOLD_TO].length);
    expect(SEARCH_FOLD_TO).toMatch(/^[a-z]+$/);
  });
});
