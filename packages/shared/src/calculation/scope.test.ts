import { describe, expect, it } from 'vitest';
import { scopeOfName, scopeOfSource } from './scope.ts';

describe('scope of a source', () => {
  it('takes the scope of its GHG Protocol category, whatever its name says', () => {
    expect(scopeOfSource(3, 'Electricidad adquirida')).toBe(3);
    expect(scopeOfSource(1, 'Transporte propio')).toBe(1);
  });

  it('falls back on the keyword rule without a category scope', () => {
    expect(scopeOfSource(null, 'Electricidad adquirida')).toBe(2);
    expect(scopeOfSource(undefined, 'Purchased electricity')).toBe(2);
    expect(scopeOfSource(null, 'Consumo de ENERGÍA ELÉCTRICA')).toBe(2);
    expect(scopeOfSource(null, 'Upstream transportation')).toBe(3);
    expect(scopeOfSource(null, 'Transporte de mercancías')).toBe(3);
    expect(scopeOfSource(null, 'Outsourced cleaning')).toBe(3);
    expect(scopeOfSource(null, 'Servicios tercerizados')).toBe(3);
    expect(scopeOfSource(null, 'Combustión estacionaria')).toBe(1);
  });

  it('reads electricity before transport when a name says both', () => {
    expect(scopeOfName('Electricidad para transporte eléctrico')).toBe(2);
  });
});
