import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, signIn } from './testing/factories.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

/** Whatever body a client sends to a write route, the answer is never a 500. */
describe('write routes under random bodies', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let companyId: number;
  let userId: number;

  beforeAll(async () => {
    t = await startTestApp();
    const user = await createUser(t, { role: 'super-admin' });
    userId = user.id;
    companyId = (await createCompany(t, user)).id;
    headers = bearer(await signIn(t, user.email));
  });
  afterAll(async () => t?.close());

  const body = fc.oneof(
    fc.jsonValue(),
    fc.dictionary(
      fc.constantFrom(
        'email',
        'password',
        'password_confirmation',
        'name',
        'role',
        'code',
        'token',
        'company_id',
        'user_id',
        'polices',
        'phone',
        'address',
        'nit',
        'ids',
      ),
      fc.oneof(
        fc.string(),
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.integer()),
      ),
    ),
  );

  it('answers every write route with a 2xx or a 4xx', async () => {
    const writes = t.app.routeTable.filter(
      (r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && !r.url.includes('sign-in'),
    );
    expect(writes.length).toBeGreaterThan(10);
    for (const route of writes) {
      const url = route.url
        .replace(':company', String(companyId))
        .replace(':user', String(userId))
        .replace(/:[a-z_]+/g, '1');
      await fc.assert(
        fc.asyncProperty(body, async (value) => {
          const res = await t.request(url, {
            method: route.method,
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(value),
          });
          if (res.status >= 500)
            throw new Error(
              `${route.method} ${route.url} answered ${res.status} to ${JSON.stringify(value)}`,
            );
        }),
        { numRuns: 12 },
      );
    }
  });
});
