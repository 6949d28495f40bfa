import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../i18n/issues.ts';
import { ZStakeholderInput, ZStakeholdersQuery } from './stakeholders.ts';

function errorsOf(input: unknown) {
  const result = ZStakeholderInput.safeParse(input);
  return result.success ? null : fieldErrors(result.error.issues, 'en');
}

describe('stakeholder rules', () => {
  it('needs a company, a type and a name of 3 to 80 characters; the description is optional', () => {
    expect(errorsOf({ company_id: 1, type: 'HEADQUARTERS', name: 'Sede Norte' })).toBeNull();
    expect(
      ZStakeholderInput.parse({ company_id: 1, type: 'CLIENTS', name: ' Cliente ', description: ' ' }),
    ).toEqual({ company_id: 1, type: 'CLIENTS', name: 'Cliente', description: null });
    expect(errorsOf({ company_id: 1, name: 'ab' })).toEqual({
      type: ['Choose a type: headquarters, clients, providers or projects.'],
      name: ['Must be at least 3 characters.'],
    });
    expect(errorsOf({ company_id: 1, type: 'OWNERS', name: 'x'.repeat(81) })).toEqual({
      type: ['Choose a type: headquarters, clients, providers or projects.'],
      name: ['Must be at most 80 characters.'],
    });
    expect(errorsOf({ type: 'PROJECTS', name: 'Proyecto\u0000' })).toEqual({
      company_id: ['This field is required.'],
      name: ['The text contains characters that are not allowed (control characters).'],
    });
  });

  it('reads the types asked as a list, written either way, a single one as a list of one', () => {
    expect(ZStakeholdersQuery.parse({ company_id: '3', 'types[]': ['CLIENTS', 'PROJECTS'] })).toEqual({
      company_id: 3,
      'types[]': ['CLIENTS', 'PROJECTS'],
    });
    expect(ZStakeholdersQuery.parse({ company_id: '3', types: 'HEADQUARTERS' }).types).toEqual([
      'HEADQUARTERS',
    ]);
    expect(ZStakeholdersQuery.safeParse({ company_id: '3', types: ['OWNERS'] }).success).toBe(false);
  });
});
