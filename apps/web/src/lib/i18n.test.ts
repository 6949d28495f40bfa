import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, i18nReady, loadNamespaces } from './i18n.ts';

beforeAll(async () => {
  await i18nReady;
  await loadNamespaces('catalogue', 'gases', 'layout');
});

afterAll(async () => {
  await changeLanguage('en');
});

describe('numbers in sentences', () => {
  it('groups the thousands of every count the language’s way, plural forms following the count', async () => {
    await changeLanguage('es');
    expect(i18n.t('list.pagination', { ns: 'catalogue', from: 1, to: 10, total: 12345 })).toBe(
      '1–10 de 12.345',
    );
    expect(i18n.t('list.deleted', { ns: 'catalogue', count: 1500 })).toBe('1.500 registros eliminados');
    expect(i18n.t('list.deleted', { ns: 'catalogue', count: 1 })).toBe('Registro eliminado');
    await changeLanguage('en');
    expect(i18n.t('list.pagination', { ns: 'catalogue', from: 1, to: 10, total: 12345 })).toBe(
      '1–10 of 12,345',
    );
    expect(i18n.t('list.deleted', { ns: 'catalogue', count: 2000 })).toBe('2,000 records deleted');
  });

  it('writes a small or fractional figure in plain decimals, never with an exponent', async () => {
    await changeLanguage('es');
    expect(i18n.t('list.page', { ns: 'catalogue', page: 0.00000103 })).toBe('Página 0,00000103');
  });

  it('leaves years and texts as they are', async () => {
    await changeLanguage('es');
    expect(i18n.t('list.ipcc', { ns: 'gases', report: 'AR6', year: 2021 })).toBe('AR6 del IPCC (2021)');
    expect(i18n.t('list.page', { ns: 'catalogue', page: '2026' })).toBe('Página 2026');
  });
});
