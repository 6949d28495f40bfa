import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../i18n/issues.ts';
import { ZSourceInput } from './sources.ts';

const source = { name: 'Combustión estacionaria', icon: 'IconFlame', categories: [1, 7] };

function errorsOf(input: unknown) {
  const result = ZSourceInput.safeParse(input);
  return result.success ? null : fieldErrors(result.error.issues, 'en');
}

describe('source rules', () => {
  it('needs a name and an icon of 3 to 80 characters and at least one category', () => {
    expect(errorsOf(source)).toBeNull();
    expect(errorsOf({ name: 'ab', icon: 'x'.repeat(81), categories: [] })).toEqual({
      name: ['Must be at least 3 characters.'],
      icon: ['Must be at most 80 characters.'],
      categories: ['Select at least 1.'],
    });
  });

  it('takes blank descriptive fields as null and allows them up to 2000 characters', () => {
    const parsed = ZSourceInput.parse({ ...source, description: '  ', risk: 'r'.repeat(2000) });
    expect(parsed.description).toBeNull();
    expect(parsed.risk).toHaveLength(2000);
    expect(errorsOf({ ...source, cause: 'c'.repeat(2001), limits: 'ab' })).toEqual({
      cause: ['Must be at most 2000 characters.'],
      limits: ['Must be at least 3 characters.'],
    });
  });

  it('refuses text the database cannot store (U+0000)', () => {
    expect(errorsOf({ ...source, name: 'Caldera\u0000' })).toEqual({
      name: ['The text contains characters that are not allowed (control characters).'],
    });
  });
});
