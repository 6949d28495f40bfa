import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZApiError, ZCompany } from '@huella/shared';
import { sectors } from '../../db/schema/index.ts';
import { addMember, bearer, createUser, signIn } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { encodeForm, failingUpdates, TINY_PNG, uploadedFiles } from '../../testing/uploads.ts';
import { updateCompany } from './companies.service.ts';

const input = {
  name: 'Bosque Verde SAS',
  nit: '900555111-2',
  address: 'Carrera 7 # 71-21, Bogotá',
  phone: '+57 601 555 1234',
  email: 'contacto@bosqueverde.co',
  website: 'https://bosqueverde.co',
};

describe('companies', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
  });
  // Each test's companies are a new person's: a person's first company is the one with a trial.
  beforeEach(async () => {
    headers = bearer(await signIn(t, (await createUser(t)).email));
  });
  afterAll(async () => t?.close());

  it('creates a company whose creator is its administrator, with a 7-day trial', async () => {
    const res = await t.request('/api/companies', { method: 'POST', headers, json: input });
    expect(res.status).toBe(201);
    const company = ZCompany.parse(await res.json());
    expect(company).toMatchObject({ name: input.name, role: 'administrator', plan_id: null });
    const days = (Date.parse(company.trial_ends_at!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const account = (await (await t.request('/api/account', { headers })).json()) as {
      companies: { id: number; role: string }[];
    };
    expect(account.companies).toContainEqual(
      expect.objectContaining({ id: company.id, role: 'administrator' }),
    );
  });

  it('gives a person one trial: their next company starts without a plan and can add nothing until it has one', async () => {
    const create = async (name: string) => {
      const res = await t.request('/api/companies', { method: 'POST', headers, json: { ...input, name } });
      expect(res.status).toBe(201);
      return ZCompany.parse(await res.json());
    };
    const first = await create('Bosque Verde Uno');
    expect(first.current_plan).toMatchObject({ code: 'TRIAL', trial: true });
    const second = await create('Bosque Verde Dos');
    expect(second).toMatchObject({ trial_ends_at: null, plan_id: null, current_plan: null });
    expect(second.current_limits.entities).toEqual({ limit: 0, used: 0 });
    const headquarter = await t.request('/api/stakeholders', {
      method: 'POST',
      headers: { ...headers, 'accept-language': 'en' },
      json: { company_id: second.id, type: 'HEADQUARTERS', name: 'Sede Norte' },
    });
    expect(headquarter.status).toBe(409);
    expect(ZApiError.parse(await headquarter.json()).message).toMatch(
      /^The company has no plan: .*add headquarters\.$/,
    );
    // Deleting the first company gives no second trial either.
    await t.database.db.execute(sql`delete from companies where id = ${first.id}`);
    expect((await create('Bosque Verde Tres')).current_plan).toBeNull();
  });

  it('lets a person create a few companies a day: parallel creations take the places one at a time', async () => {
    const attempts = await Promise.all(
      ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco'].map((name) =>
        t.request('/api/companies', {
          method: 'POST',
          headers: { ...headers, 'accept-language': 'en' },
          json: { ...input, name: `Bosque Verde ${name}` },
        }),
      ),
    );
    const statuses = attempts.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const createdOnes = await Promise.all(
      attempts.filter((res) => res.status === 201).map(async (res) => ZCompany.parse(await res.json())),
    );
    // Exactly one of them has the person's trial, whichever came first.
    expect(createdOnes.filter((company) => company.current_plan?.trial)).toHaveLength(1);
    const refused = attempts.find((res) => res.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(86_000);
    expect(ZApiError.parse(await refused.json())).toEqual({
      code: 'RATE_LIMITED',
      message: 'You have created 3 companies in the last 24 hours. You can create another in 24 h.',
    });
    const account = (await (await t.request('/api/account', { headers })).json()) as { companies: unknown[] };
    expect(account.companies).toHaveLength(3);
  });

  it('refuses an invalid company with field errors in the caller language', async () => {
    const res = await t.request('/api/companies', {
      method: 'POST',
      headers: { ...headers, 'accept-language': 'en' },
      json: { ...input, name: 'AB', address: 'short', email: 'nope', website: 'javascript:alert(1)' },
    });
    expect(res.status).toBe(422);
    const body = ZApiError.parse(await res.json());
    expect(body.errors).toMatchObject({
      name: ['Must be at least 3 characters.'],
      address: ['Must be at least 10 characters.'],
      email: ['Enter a valid e-mail address.'],
      website: ['Enter a valid web address, such as mycompany.com.'],
    });
  });

  it('completes a website typed without https:// and refuses only what is no web address', async () => {
    const created = await t.request('/api/companies', {
      method: 'POST',
      headers,
      json: { ...input, website: 'www.bosqueverde.co/sostenibilidad' },
    });
    expect(created.status).toBe(201);
    const company = ZCompany.parse(await created.json());
    expect(company.website).toBe('https://www.bosqueverde.co/sostenibilidad');

    // The multipart update reads the same rule.
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...input, website: 'bosqueverde.co', _method: 'PUT' }))
      form.append(key, value);
    const updated = await t.request(`/api/companies/${company.id}`, { method: 'POST', headers, body: form });
    expect(updated.status).toBe(200);
    expect(ZCompany.parse(await updated.json()).website).toBe('https://bosqueverde.co');

    for (const website of ['bosque verde', 'bosqueverde', 'mailto:info@bosqueverde.co']) {
      const res = await t.request('/api/companies', {
        method: 'POST',
        headers: { ...headers, 'accept-language': 'es' },
        json: { ...input, website },
      });
      expect(res.status, website).toBe(422);
      expect(ZApiError.parse(await res.json()).errors).toEqual({
        website: ['Introduce una dirección web válida, por ejemplo miempresa.com.'],
      });
    }
  });

  it('updates a company with a logo through multipart with a PUT override, checking the image by its content', async () => {
    const created = ZCompany.parse(
      await (await t.request('/api/companies', { method: 'POST', headers, json: input })).json(),
    );
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...input, name: 'Bosque Verde Renovado', _method: 'PUT' }))
      form.append(key, value);
    form.append('logo', new Blob([TINY_PNG], { type: 'image/png' }), 'logo.png');
    const res = await t.request(`/api/companies/${created.id}`, { method: 'POST', headers, body: form });
    expect(res.status).toBe(200);
    const updated = ZCompany.parse(await res.json());
    expect(updated.name).toBe('Bosque Verde Renovado');
    expect(updated.logo).toMatch(/^\/api\/files\/logos\/[0-9a-f-]+\.png$/);
    const logo = await t.request(updated.logo!);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await logo.arrayBuffer()).equals(TINY_PNG)).toBe(true);

    const fake = new FormData();
    for (const [key, value] of Object.entries(input)) fake.append(key, value);
    fake.append('logo', new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), 'logo.png');
    const refused = await t.request(`/api/companies/${created.id}`, { method: 'POST', headers, body: fake });
    expect(refused.status).toBe(422);
    expect(ZApiError.parse(await refused.json()).errors?.logo).toHaveLength(1);
    const unchanged = ZCompany.parse(
      await (await t.request(`/api/companies/${created.id}`, { headers })).json(),
    );
    expect(unchanged.logo).toBe(updated.logo);
  });

  it('takes the logo only from its own field and leaves no file behind when an update fails', async () => {
    const created = ZCompany.parse(
      await (await t.request('/api/companies', { method: 'POST', headers, json: input })).json(),
    );
    const url = `/api/companies/${created.id}`;
    const form = (fields: Record<string, string>, fileField = 'logo', bytes = TINY_PNG) => {
      const data = new FormData();
      for (const [key, value] of Object.entries({ ...input, _method: 'PUT', ...fields }))
        data.append(key, value);
      data.append(fileField, new Blob([bytes], { type: 'image/png' }), 'logo.png');
      return data;
    };
    const before = await uploadedFiles(t, 'logos');

    const invalid = await t.request(url, { method: 'POST', headers, body: form({ name: 'Bosque\u0000' }) });
    expect(invalid.status).toBe(422);
    expect(ZApiError.parse(await invalid.json()).errors).toHaveProperty('name');

    const misnamed = await t.request(url, { method: 'POST', headers, body: form({}, 'image') });
    expect(misnamed.status).toBe(422);
    expect(ZApiError.parse(await misnamed.json()).errors).toEqual({ image: ['Campo no permitido.'] });

    const { body, type } = await encodeForm(form({}));
    const truncated = await t.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': type },
      body: body.subarray(0, body.length - 30),
    });
    expect(truncated.status).toBe(400);
    expect(ZApiError.parse(await truncated.json()).code).toBe('BAD_REQUEST');

    const ctx = { ...t.app.ctx, db: failingUpdates(t.app.ctx.db) };
    await expect(
      updateCompany(ctx, { id: created.id, role: 'administrator' }, input, TINY_PNG, 'es'),
    ).rejects.toThrow();

    expect(await uploadedFiles(t, 'logos')).toEqual(before);
    const unchanged = ZCompany.parse(await (await t.request(url, { headers })).json());
    expect(unchanged).toMatchObject({ name: input.name, logo: null });
  });

  it('lets a member read the company but not change it', async () => {
    const created = ZCompany.parse(
      await (await t.request('/api/companies', { method: 'POST', headers, json: input })).json(),
    );
    const member = await createUser(t);
    await addMember(t, created.id, member);
    const memberHeaders = bearer(await signIn(t, member.email));
    const read = ZCompany.parse(
      await (await t.request(`/api/companies/${created.id}`, { headers: memberHeaders })).json(),
    );
    expect(read.role).toBe('member');
    const res = await t.request(`/api/companies/${created.id}`, {
      method: 'PUT',
      headers: memberHeaders,
      json: input,
    });
    expect(res.status).toBe(403);
  });

  it('keeps the composition-chart setting its administrator switches, and refuses it to a member', async () => {
    const created = ZCompany.parse(
      await (await t.request('/api/companies', { method: 'POST', headers, json: input })).json(),
    );
    expect(created.show_composition_chart).toBe(false);
    const on = await t.request(`/api/companies/${created.id}/settings`, {
      method: 'PUT',
      headers,
      json: { show_composition_chart: true },
    });
    expect(on.status).toBe(200);
    expect(ZCompany.parse(await on.json()).show_composition_chart).toBe(true);
    const read = ZCompany.parse(await (await t.request(`/api/companies/${created.id}`, { headers })).json());
    expect(read.show_composition_chart).toBe(true);

    const bad = await t.request(`/api/companies/${created.id}/settings`, {
      method: 'PUT',
      headers: { ...headers, 'accept-language': 'en' },
      json: { show_composition_chart: 'yes' },
    });
    expect(bad.status).toBe(422);
    expect(ZApiError.parse(await bad.json()).errors).toEqual({
      show_composition_chart: ['Must be yes or no (true or false).'],
    });

    const member = await createUser(t);
    await addMember(t, created.id, member);
    const refused = await t.request(`/api/companies/${created.id}/settings`, {
      method: 'PUT',
      headers: bearer(await signIn(t, member.email)),
      json: { show_composition_chart: false },
    });
    expect(refused.status).toBe(403);
    const after = ZCompany.parse(await (await t.request(`/api/companies/${created.id}`, { headers })).json());
    expect(after.show_composition_chart).toBe(true);
  });

  it('keeps the sector its administrator chooses for the report, alone, and refuses one that does not exist', async () => {
    const created = ZCompany.parse(
      await (await t.request('/api/companies', { method: 'POST', headers, json: input })).json(),
    );
    expect(created.sector).toBeNull();
    const [sector] = await t.database.db
      .insert(sectors)
      .values({ name: 'Transporte (empresa)', name_en: 'Transport (company)' })
      .returning();
    const put = (json: object, lang = 'es') =>
      t.request(`/api/companies/${created.id}/settings`, {
        method: 'PUT',
        headers: { ...headers, 'accept-language': lang },
        json,
      });
    await put({ show_composition_chart: true });
    const chosen = await put({ sector_id: sector!.id });
    expect(chosen.status).toBe(200);
    // The other setting stays as it was.
    expect(ZCompany.parse(await chosen.json())).toMatchObject({
      sector: { id: sector!.id, name: 'Transporte (empresa)' },
      show_composition_chart: true,
    });
    // An English reader reads the sector by its English name.
    const read = await t.request(`/api/companies/${created.id}`, {
      headers: { ...headers, 'accept-language': 'en' },
    });
    expect(ZCompany.parse(await read.json()).sector).toEqual({ id: sector!.id, name: 'Transport (company)' });
    const missing = await put({ sector_id: 2_000_000_000 }, 'en');
    expect(missing.status).toBe(422);
    expect(ZApiError.parse(await missing.json()).errors).toEqual({
      sector_id: ['The selected value does not exist.'],
    });
    const cleared = ZCompany.parse(await (await put({ sector_id: null })).json());
    expect(cleared.sector).toBeNull();
    expect(cleared.show_composition_chart).toBe(true);
  });

  it('says whether the company is on the top plan: never during the trial, always on the dearest active plan', async () => {
    const created = ZCompany.parse(
      await (await t.request('/api/companies', { method: 'POST', headers, json: input })).json(),
    );
    expect(created.current_plan).toMatchObject({ trial: true, top: false });
    for (const [code, top] of [
      ['SMALL', false],
      ['LARGE', true],
    ] as const) {
      await t.database.db.execute(
        sql`update companies set plan_id = (select id from plans where code = ${code}) where id = ${created.id}`,
      );
      const read = ZCompany.parse(
        await (await t.request(`/api/companies/${created.id}`, { headers })).json(),
      );
      expect(read.current_plan).toMatchObject({ code, top });
    }
  });
});
