import { describe, expect, it } from 'vitest';
import { access } from '../plugins/auth.ts';
import { misfitOf } from '../lib/endpoint.ts';
import { API_MODULES } from './index.ts';

describe('the module registry', () => {
  it('names each module once', () => {
    const names = API_MODULES.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('refuses an access rule that does not fit its module’s kind of data', () => {
    expect(misfitOf('company', 'GET', access.verified())).toMatch(/company routes/);
    expect(misfitOf('company', 'POST', access.companyMember('body', 'company_id'))).toBeNull();
    expect(misfitOf('catalogue', 'POST', access.verified())).toMatch(/super-admin/);
    expect(misfitOf('catalogue', 'DELETE', access.superAdmin())).toBeNull();
    expect(misfitOf('catalogue', 'GET', access.public())).toMatch(/verified/);
    expect(misfitOf('catalogue', 'GET', access.verified())).toBeNull();
    expect(misfitOf('platform', 'POST', access.public())).toBeNull();
  });
});
