import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZApiError,
  ZDependents,
  ZImportCreated,
  ZImportFailure,
  ZStakeholder,
  ZStakeholderGroups,
  listEnvelope,
  type TStakeholderType,
} from '@huella/shared';
import {
  addCompanySources,
  addMember,
  createCompany,
  createEmissionSource,
  createStakeholder,
  emissionSourceTypes,
  seededSource,
  signedInUser,
  stakeholdersOf,
} from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

describe('stakeholders', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let member: Record<string, string>;
  let outsider: Record<string, string>;
  let companyId: number;
  let otherCompanyId: number;

  beforeAll(async () => {
    t = await startTestApp();
    const owner = await signedInUser(t);
    admin = owner.headers;
    companyId = (await createCompany(t, owner.user)).id;
    const colleague = await signedInUser(t);
    await addMember(t, companyId, colleague.user, 'member');
    member = colleague.headers;
    const stranger = await signedInUser(t);
    outsider = stranger.headers;
    otherCompanyId = (await createCompany(t, stranger.user)).id;
  });
  afterAll(async () => t?.close());

  const call = (method: string, path: string, headers: Record<string, string>, json?: object, lang = 'es') =>
    t.request(`/api${path}`, { method, headers: { ...headers, 'accept-language': lang }, json });
  const create = async (type: TStakeholderType, name: string, description: string | null = null) => {
    const res = await call('POST', '/stakeholders', admin, {
      company_id: companyId,
      type,
      name,
      description,
    });
    expect(res.status).toBe(201);
    return ZStakeholder.parse(await res.json());
  };
  const groups = async (query: string, headers = admin) => {
    const res = await call('GET', `/stakeholders?company_id=${companyId}${query}`, headers);
    expect(res.status).toBe(200);
    return ZStakeholderGroups.parse(await res.json());
  };

  it('creates, lists by type and name, updates and deletes stakeholders', async () => {
    const hq = await create('HEADQUARTERS', 'Sede Norte', 'Oficinas y bodega');
    expect(hq).toMatchObject({ company_id: companyId, type: 'HEADQUARTERS', name: 'Sede Norte' });
    await create('HEADQUARTERS', 'Almacén Central');
    await create('CLIENTS', 'Cliente Mayorista');
    await create('PROJECTS', 'Proyecto Solar');

    // All four groups when no type is asked, in the order of the types.
    const all = await groups('');
    expect(all.map((group) => group.type)).toEqual(['HEADQUARTERS', 'CLIENTS', 'PROVIDERS', 'PROJECTS']);
    expect(all[0]!.data.map((row) => row.name)).toEqual(['Almacén Central', 'Sede Norte']);
    expect(all[0]!.data[1]).toEqual({ id: hq.id, name: 'Sede Norte', description: 'Oficinas y bodega' });
    expect(all[2]!.data).toEqual([]);

    // One group per type asked, in the order asked, with either way of writing the list.
    const asked = await groups('&types[]=CLIENTS&types[]=HEADQUARTERS');
    expect(asked.map((group) => group.type)).toEqual(['CLIENTS', 'HEADQUARTERS']);
    expect(asked[0]!.data.map((row) => row.name)).toEqual(['Cliente Mayorista']);
    expect((await groups('&types=PROJECTS')).map((group) => group.type)).toEqual(['PROJECTS']);
    const badType = await call(
      'GET',
      `/stakeholders?company_id=${companyId}&types[]=OWNERS`,
      admin,
      undefined,
      'en',
    );
    expect(badType.status).toBe(422);

    const updated = await call('PUT', `/stakeholders/${hq.id}`, admin, {
      company_id: companyId,
      type: 'HEADQUARTERS',
      name: 'Sede Norte (Bogotá)',
      description: null,
    });
    expect(updated.status).toBe(200);
    expect(ZStakeholder.parse(await updated.json())).toMatchObject({
      name: 'Sede Norte (Bogotá)',
      description: null,
    });

    // The type in the body names where the row is: another type is not found.
    const wrongType = await call('PUT', `/stakeholders/${hq.id}`, admin, {
      company_id: companyId,
      type: 'CLIENTS',
      name: 'Sede Norte',
    });
    expect(wrongType.status).toBe(404);
    const wrongTypeDelete = await call('DELETE', `/stakeholders/${hq.id}`, admin, {
      company_id: companyId,
      type: 'PROJECTS',
    });
    expect(wrongTypeDelete.status).toBe(404);

    const deleted = await call('DELETE', `/stakeholders/${hq.id}`, admin, {
      company_id: companyId,
      type: 'HEADQUARTERS',
    });
    expect(deleted.status).toBe(204);
    expect((await groups('&types[]=HEADQUARTERS'))[0]!.data.map((row) => row.name)).toEqual([
      'Almacén Central',
    ]);
  });

  it('refuses a name the type already has, whatever its case, with a 422 on the name', async () => {
    await create('PROVIDERS', 'Transportes Andinos');
    const twin = await call(
      'POST',
      '/stakeholders',
      admin,
      { company_id: companyId, type: 'PROVIDERS', name: 'TRANSPORTES andinos' },
      'en',
    );
    expect(twin.status).toBe(422);
    const body = ZApiError.parse(await twin.json());
    expect(body.message).toBe('“TRANSPORTES andinos” already exists among the records of this type.');
    expect(body.errors?.name).toEqual([body.message]);

    // Another type may use the name; renaming onto a taken name is refused too.
    const client = await create('CLIENTS', 'Transportes Andinos');
    const other = await create('CLIENTS', 'Distribuidora del Sur');
    const rename = await call('PUT', `/stakeholders/${other.id}`, admin, {
      company_id: companyId,
      type: 'CLIENTS',
      name: 'transportes andinos',
    });
    expect(rename.status).toBe(422);
    expect(ZApiError.parse(await rename.json()).errors?.name).toEqual([
      'Ya existe «transportes andinos» entre los registros de este tipo.',
    ]);
    // Keeping its own name is no conflict.
    const same = await call('PUT', `/stakeholders/${client.id}`, admin, {
      company_id: companyId,
      type: 'CLIENTS',
      name: 'Transportes Andinos',
      description: 'Cliente y proveedor',
    });
    expect(same.status).toBe(200);

    const short = await call('POST', '/stakeholders', admin, {
      company_id: companyId,
      type: 'CLIENTS',
      name: 'ab',
    });
    expect(short.status).toBe(422);
    expect(ZApiError.parse(await short.json()).errors?.name).toBeDefined();
    const noType = await call(
      'POST',
      '/stakeholders',
      admin,
      { company_id: companyId, name: 'Sin tipo' },
      'en',
    );
    expect(ZApiError.parse(await noType.json()).errors?.type).toEqual([
      'Choose a type: headquarters, clients, providers or projects.',
    ]);
  });

  describe('a headquarter in use and bulk deletes', () => {
    let hqId: number;
    let freeId: number;

    beforeAll(async () => {
      const stationary = await seededSource(t, 'stationary_combustion');
      await addCompanySources(t, companyId, [stationary.id]);
      const { operational } = await emissionSourceTypes(t);
      hqId = (await createStakeholder(t, companyId, 'HEADQUARTERS', 'Planta Cali')).id;
      freeId = (await createStakeholder(t, companyId, 'HEADQUARTERS', 'Planta Vacía')).id;
      for (const [code, name] of [
        ['CAL-1', 'Caldera 1'],
        ['CAL-2', 'Caldera 2'],
      ] as const)
        await createEmissionSource(t, companyId, {
          code,
          name,
          type_id: operational.id,
          source_id: stationary.id,
          emission_factor_id: stationary.factors[0]!.id,
          headquarter_id: hqId,
        });
    });

    it('answers 409 naming the emission sources at a headquarter, and previews it', async () => {
      const refused = await call(
        'DELETE',
        `/stakeholders/${hqId}`,
        admin,
        { company_id: companyId, type: 'HEADQUARTERS' },
        'en',
      );
      expect(refused.status).toBe(409);
      expect(ZApiError.parse(await refused.json()).message).toBe(
        '“Planta Cali” is used by 2 emission sources: “Caldera 1”, “Caldera 2”.',
      );

      const preview = await call(
        'GET',
        `/stakeholders/dependents?company_id=${companyId}&ids=${hqId}&ids=${freeId}`,
        admin,
      );
      expect(preview.status).toBe(200);
      expect(ZDependents.parse(await preview.json())).toEqual({
        removes: [],
        blocked: [
          {
            id: hqId,
            message: 'errors.STAKEHOLDER_IN_USE',
            params: { name: 'Planta Cali', count: 2, users: ['Caldera 1', 'Caldera 2'] },
          },
        ],
      });
      const unknown = await call('GET', `/stakeholders/dependents?company_id=${companyId}&ids=999999`, admin);
      expect(unknown.status).toBe(404);
    });

    it('deletes all or none', async () => {
      const before = await stakeholdersOf(t, companyId, 'HEADQUARTERS');
      // One held row keeps every other.
      const held = await call('DELETE', '/stakeholders/bulk/destroy', admin, {
        company_id: companyId,
        type: 'HEADQUARTERS',
        ids: [freeId, hqId],
      });
      expect(held.status).toBe(409);
      // One id of another type keeps every other too.
      const client = await createStakeholder(t, companyId, 'CLIENTS', 'Cliente Ocasional');
      const mixed = await call('DELETE', '/stakeholders/bulk/destroy', admin, {
        company_id: companyId,
        type: 'HEADQUARTERS',
        ids: [freeId, client.id],
      });
      expect(mixed.status).toBe(404);
      expect(await stakeholdersOf(t, companyId, 'HEADQUARTERS')).toEqual(before);

      const spare = await createStakeholder(t, companyId, 'HEADQUARTERS', 'Planta Temporal');
      const done = await call('DELETE', '/stakeholders/bulk/destroy', admin, {
        company_id: companyId,
        type: 'HEADQUARTERS',
        ids: [freeId, spare.id],
      });
      expect(done.status).toBe(200);
      expect(await done.json()).toEqual({ deleted: 2 });
      const left = (await stakeholdersOf(t, companyId, 'HEADQUARTERS')).map((row) => row.id);
      expect(left).toContain(hqId);
      expect(left).not.toContain(freeId);
    });
  });

  it('lets members read but not write, and answers 404 to another company', async () => {
    const row = await create('PROJECTS', 'Proyecto Eólico');
    expect((await groups('', member)).length).toBe(4);
    const attempts: [string, string, object | undefined][] = [
      ['POST', '/stakeholders', { company_id: companyId, type: 'PROJECTS', name: 'Proyecto Nuevo' }],
      ['PUT', `/stakeholders/${row.id}`, { company_id: companyId, type: 'PROJECTS', name: 'Otro nombre' }],
      ['DELETE', `/stakeholders/${row.id}`, { company_id: companyId, type: 'PROJECTS' }],
      ['DELETE', '/stakeholders/bulk/destroy', { company_id: companyId, type: 'PROJECTS', ids: [row.id] }],
      ['GET', `/stakeholders/dependents?company_id=${companyId}&ids=${row.id}`, undefined],
      ['POST', `/stakeholders/import?company_id=${companyId}`, {}],
    ];
    for (const [method, path, body] of attempts)
      expect((await call(method, path, member, body)).status, `${method} ${path}`).toBe(403);
    // Exports and templates are reads.
    expect(
      (await call('POST', '/stakeholders/export', member, { company_id: companyId, type: 'PROJECTS' }))
        .status,
    ).toBe(200);
    expect((await call('GET', `/formats/stakeholders.xlsx?company_id=${companyId}`, member)).status).toBe(
      200,
    );

    // Another company's administrator: this company's ids are not found, under either company.
    const theirs = { company_id: otherCompanyId, type: 'PROJECTS' };
    const probes: [string, string, object | undefined][] = [
      ['PUT', `/stakeholders/${row.id}`, { ...theirs, name: 'Secuestrado' }],
      ['DELETE', `/stakeholders/${row.id}`, theirs],
      ['DELETE', '/stakeholders/bulk/destroy', { ...theirs, ids: [row.id] }],
      ['GET', `/stakeholders/dependents?company_id=${otherCompanyId}&ids=${row.id}`, undefined],
      ['GET', `/stakeholders?company_id=${companyId}`, undefined],
      ['PUT', `/stakeholders/${row.id}`, { company_id: companyId, type: 'PROJECTS', name: 'Secuestrado' }],
      ['DELETE', `/stakeholders/${row.id}`, { company_id: companyId, type: 'PROJECTS' }],
      ['POST', '/stakeholders/export', { company_id: companyId, type: 'PROJECTS' }],
    ];
    for (const [method, path, body] of probes)
      expect((await call(method, path, outsider, body)).status, `${method} ${path}`).toBe(404);
    const mine = await groups('&types[]=PROJECTS');
    expect(mine[0]!.data.find((item) => item.id === row.id)?.name).toBe('Proyecto Eólico');
  });

  describe('the list of one type, a page at a time', () => {
    const ZPage = listEnvelope(ZStakeholder);
    let listCompany: number;
    let owner: Record<string, string>;
    let reader: Record<string, string>;

    beforeAll(async () => {
      const administrator = await signedInUser(t);
      owner = administrator.headers;
      listCompany = (await createCompany(t, administrator.user)).id;
      const colleague = await signedInUser(t);
      await addMember(t, listCompany, colleague.user, 'member');
      reader = colleague.headers;
      // 12 headquarters, created in this order; a client and another company's headquarter that
      // match the searches below and are never listed with them.
      for (let n = 1; n <= 10; n++)
        await createStakeholder(t, listCompany, 'HEADQUARTERS', `Planta ${String(n).padStart(2, '0')}`);
      await createStakeholder(t, listCompany, 'HEADQUARTERS', 'Sede Bogotá', 'Oficina principal');
      await createStakeholder(t, listCompany, 'HEADQUARTERS', 'almacén Sur', 'Bodega cerca de BOGOTÁ');
      await createStakeholder(t, listCompany, 'CLIENTS', 'Cliente Bogotá');
      await createStakeholder(t, otherCompanyId, 'HEADQUARTERS', 'Sede Bogotá Ajena');
    });

    const list = async (query: string, headers = owner) => {
      const res = await call('GET', `/stakeholders/list?company_id=${listCompany}${query}`, headers);
      expect(res.status, await res.clone().text()).toBe(200);
      return ZPage.parse(await res.json());
    };
    const names = (page: { data: { name: string }[] }) => page.data.map((row) => row.name);

    it('answers pages of 10 by name, whatever the case, with the total of the type', async () => {
      const first = await list('&type=HEADQUARTERS');
      expect(first.meta).toEqual({ total: 12, page: 1, per_page: 10 });
      expect(names(first)).toEqual([
        'almacén Sur',
        ...Array.from({ length: 9 }, (_, i) => `Planta 0${i + 1}`),
      ]);
      expect(first.data[0]).toMatchObject({ company_id: listCompany, type: 'HEADQUARTERS' });
      const second = await list('&type=HEADQUARTERS&page=2');
      expect(names(second)).toEqual(['Planta 10', 'Sede Bogotá']);
      expect(second.meta).toEqual({ total: 12, page: 2, per_page: 10 });
      const sized = await list('&type=HEADQUARTERS&per_page=5&page=3');
      expect(names(sized)).toEqual(['Planta 10', 'Sede Bogotá']);
      expect(sized.meta).toEqual({ total: 12, page: 3, per_page: 5 });
      expect((await list('&type=HEADQUARTERS&page=9')).data).toEqual([]);
      // Only the type asked: the client is in its own list.
      expect(names(await list('&type=CLIENTS'))).toEqual(['Cliente Bogotá']);
      expect((await list('&type=PROJECTS')).meta.total).toBe(0);
    });

    it('searches names and descriptions whatever the case and the accents', async () => {
      const found = await list('&type=HEADQUARTERS&search=bogota');
      expect(names(found)).toEqual(['almacén Sur', 'Sede Bogotá']);
      expect(found.meta.total).toBe(2);
      expect(names(await list('&type=HEADQUARTERS&search=ALMACEN'))).toEqual(['almacén Sur']);
      expect(names(await list('&type=HEADQUARTERS&search=principal'))).toEqual(['Sede Bogotá']);
      expect(names(await list(`&type=HEADQUARTERS&search=${encodeURIComponent('planta 1')}`))).toEqual([
        'Planta 10',
      ]);
      expect(await list('&type=HEADQUARTERS&search=nada')).toEqual({
        data: [],
        meta: { total: 0, page: 1, per_page: 10 },
      });
    });

    it('sorts by name or by creation, either way', async () => {
      const byNameDesc = await list('&type=HEADQUARTERS&sort=name&order=desc&per_page=3');
      expect(names(byNameDesc)).toEqual(['Sede Bogotá', 'Planta 10', 'Planta 09']);
      const newest = await list('&type=HEADQUARTERS&sort=created_at&order=desc&per_page=3');
      expect(names(newest)).toEqual(['almacén Sur', 'Sede Bogotá', 'Planta 10']);
      const oldest = await list('&type=HEADQUARTERS&sort=created_at&per_page=2');
      expect(names(oldest)).toEqual(['Planta 01', 'Planta 02']);
      const unknown = await call(
        'GET',
        `/stakeholders/list?company_id=${listCompany}&type=HEADQUARTERS&sort=description`,
        owner,
      );
      expect(unknown.status).toBe(422);
    });

    it('needs a type, lets members read, never lists another company’s and hides one the caller is not in', async () => {
      const noType = await call(
        'GET',
        `/stakeholders/list?company_id=${listCompany}`,
        owner,
        undefined,
        'en',
      );
      expect(noType.status).toBe(422);
      expect(ZApiError.parse(await noType.json()).errors?.type).toBeDefined();
      expect((await list('&type=HEADQUARTERS', reader)).meta.total).toBe(12);

      // The other company's headquarter matches the search, and is never among these.
      const searched = await list('&type=HEADQUARTERS&search=ajena&per_page=100');
      expect(searched.data).toEqual([]);
      const every = await list('&type=HEADQUARTERS&per_page=100');
      expect(every.data.every((row) => row.company_id === listCompany)).toBe(true);
      expect(names(every)).not.toContain('Sede Bogotá Ajena');

      // A company the caller is not in is not found, whoever's stakeholders it holds.
      for (const [headers, company] of [
        [outsider, listCompany],
        [member, listCompany],
        [owner, otherCompanyId],
      ] as const) {
        const res = await call('GET', `/stakeholders/list?company_id=${company}&type=HEADQUARTERS`, headers);
        expect(res.status).toBe(404);
      }
    });
  });

  describe('import, template and export', () => {
    let importCompany: number;
    let headers: Record<string, string>;

    beforeAll(async () => {
      const owner = await signedInUser(t);
      headers = owner.headers;
      importCompany = (await createCompany(t, owner.user)).id;
    });

    async function workbook(rows: (string | null)[][], head = ['Nombre', 'Descripción']) {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Partes interesadas');
      sheet.addRow(head);
      for (const row of rows) sheet.addRow(row);
      return Buffer.from(await book.xlsx.writeBuffer());
    }
    function upload(bytes: Buffer, type: string, lang = 'es', company = importCompany, formCompany?: number) {
      const form = new FormData();
      form.append('type', type);
      if (formCompany !== undefined) form.append('company_id', String(formCompany));
      form.append('file', new Blob([bytes]), 'partes.xlsx');
      return t.request(`/api/stakeholders/import?company_id=${company}`, {
        method: 'POST',
        headers: { ...headers, 'accept-language': lang },
        body: form,
      });
    }

    it('imports all rows or none, listing every failing row with its values', async () => {
      await createStakeholder(t, importCompany, 'CLIENTS', 'Cliente Existente', 'Otra descripción');
      const failing = await upload(
        await workbook([
          ['Cliente Uno', 'Mayorista'],
          ['cliente uno', null],
          ['Cliente Existente', 'Nueva descripción'],
          ['ab', null],
          ['Cliente Dos', null],
        ]),
        'CLIENTS',
        'en',
      );
      expect(failing.status).toBe(422);
      const failure = ZImportFailure.parse(await failing.json());
      expect(failure.message).toBe('There are errors in 3 rows; nothing was imported.');
      expect(failure.rows).toEqual([
        {
          row: 3,
          attribute: 'name',
          errors: ['Repeats the value of row 2 of the file.'],
          values: { name: 'cliente uno', description: null },
        },
        {
          row: 4,
          attribute: 'name',
          errors: ['“Cliente Existente” already exists among the records of this type.'],
          values: { name: 'Cliente Existente', description: 'Nueva descripción' },
        },
        {
          row: 5,
          attribute: 'name',
          errors: ['Must be at least 3 characters.'],
          values: { name: 'ab', description: null },
        },
      ]);
      expect((await stakeholdersOf(t, importCompany, 'CLIENTS')).map((row) => row.name)).toEqual([
        'Cliente Existente',
      ]);

      // Fixed, every row goes in; a row equal to a stored one is skipped, so a second upload adds nothing.
      const fixed = await workbook([
        ['Cliente Uno', 'Mayorista'],
        ['Cliente Existente', 'Otra descripción'],
        ['Cliente Dos', null],
      ]);
      const imported = await upload(fixed, 'CLIENTS');
      expect(imported.status).toBe(200);
      expect(ZImportCreated.parse(await imported.json())).toEqual({ created: 2, skipped: 1 });
      const again = await upload(fixed, 'CLIENTS');
      expect(ZImportCreated.parse(await again.json())).toEqual({ created: 0, skipped: 3 });
      expect((await stakeholdersOf(t, importCompany, 'CLIENTS')).map((row) => row.name)).toEqual([
        'Cliente Existente',
        'Cliente Uno',
        'Cliente Dos',
      ]);
      // The same names are free under another type.
      const providers = await upload(fixed, 'PROVIDERS');
      expect(ZImportCreated.parse(await providers.json())).toEqual({ created: 3, skipped: 0 });
    });

    it('reads CSV files and refuses a missing type, a missing file or another company in the form', async () => {
      const csv = Buffer.from(
        '\uFEFFName;Description\r\nProyecto Hidro;Central de paso\r\nProyecto Vial;\r\n',
      );
      const imported = await upload(csv, 'PROJECTS', 'en');
      expect(imported.status).toBe(200);
      expect(ZImportCreated.parse(await imported.json())).toEqual({ created: 2, skipped: 0 });

      const noType = await upload(csv, 'OWNERS', 'en');
      expect(noType.status).toBe(422);
      expect(ZApiError.parse(await noType.json()).errors?.type).toEqual([
        'Choose a type: headquarters, clients, providers or projects.',
      ]);
      const form = new FormData();
      form.append('type', 'PROJECTS');
      const noFile = await t.request(`/api/stakeholders/import?company_id=${importCompany}`, {
        method: 'POST',
        headers: { ...headers, 'accept-language': 'en' },
        body: form,
      });
      expect(noFile.status).toBe(422);
      expect(ZApiError.parse(await noFile.json()).message).toBe('Attach a file.');
      const elsewhere = await upload(csv, 'PROJECTS', 'en', importCompany, companyId);
      expect(elsewhere.status).toBe(422);
      expect(ZApiError.parse(await elsewhere.json()).errors?.company_id).toEqual([
        'Must be the same company as the request address names.',
      ]);
      const image = await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'PROJECTS', 'en');
      expect(ZApiError.parse(await image.json()).message).toBe(
        'The file must be a spreadsheet (.xlsx, .xls or .csv).',
      );
      expect((await stakeholdersOf(t, importCompany, 'PROJECTS')).length).toBe(2);
    });

    it('answers the template in the language of the request', async () => {
      for (const [lang, sheetName, header] of [
        ['es', 'Partes interesadas', ['Nombre', 'Descripción']],
        ['en', 'Stakeholders', ['Name', 'Description']],
      ] as const) {
        const res = await t.request(`/api/formats/stakeholders.xlsx?company_id=${importCompany}`, {
          headers: { ...headers, 'accept-language': lang },
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-disposition')).toContain('stakeholders.xlsx');
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(await res.arrayBuffer());
        const sheet = book.worksheets[0]!;
        expect(sheet.name).toBe(sheetName);
        expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(header);
        // Filled in, the template imports.
        sheet.addRow([`Sede ${lang}`, null]);
        const res2 = await upload(Buffer.from(await book.xlsx.writeBuffer()), 'HEADQUARTERS', lang);
        expect(ZImportCreated.parse(await res2.json())).toEqual({ created: 1, skipped: 0 });
      }
    });

    it('exports the stakeholders of a type as CSV with the type in words, formula-safe', async () => {
      await createStakeholder(t, importCompany, 'PROVIDERS', '=HYPERLINK("http://x")', '+cmd');
      const exported = async (body: object, lang = 'es') => {
        const res = await t.request('/api/stakeholders/export', {
          method: 'POST',
          headers: { ...headers, 'accept-language': lang },
          json: { company_id: importCompany, ...body },
        });
        expect(res.status, await res.clone().text()).toBe(200);
        return res;
      };
      const res = await exported({ type: 'PROVIDERS' }, 'en');
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.headers.get('content-disposition')).toContain('stakeholders.csv');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]).toBe('Type;Name;Description');
      expect(lines).toContain(`Provider;"'=HYPERLINK(""http://x"")";'+cmd`);
      // Only the type's rows.
      expect(new Set(lines.slice(1, -1).map((line) => line.split(';')[0]))).toEqual(new Set(['Provider']));
      const spanish = await exported({ type: 'PROJECTS' });
      const text = Buffer.from(await spanish.arrayBuffer()).toString('utf8');
      expect(text).toContain('Tipo;Nombre;Descripción');
      expect(text).toContain('Proyecto;Proyecto Hidro;Central de paso');
    });

    it('exports what the list shows: its search and its sort, as CSV or as an xlsx workbook', async () => {
      for (const name of ['Cliente Zeta Export', 'cliente alfa export', 'Cliente Beta Export'])
        await createStakeholder(t, importCompany, 'CLIENTS', name);
      const res = await t.request('/api/stakeholders/export', {
        method: 'POST',
        headers: { ...headers, 'accept-language': 'en' },
        json: { company_id: importCompany, type: 'CLIENTS', search: 'EXPORT', sort: 'name', order: 'desc' },
      });
      const lines = Buffer.from(await res.arrayBuffer())
        .subarray(3)
        .toString('utf8')
        .split('\r\n');
      expect(lines.slice(1, -1)).toEqual([
        'Client;Cliente Zeta Export;',
        'Client;Cliente Beta Export;',
        'Client;cliente alfa export;',
      ]);
      const xlsx = await t.request('/api/stakeholders/export', {
        method: 'POST',
        headers,
        json: { company_id: importCompany, type: 'CLIENTS', search: 'export', format: 'xlsx' },
      });
      expect(xlsx.headers.get('content-disposition')).toContain('stakeholders.xlsx');
      const SheetJs = await import('@e965/xlsx');
      const book = SheetJs.read(Buffer.from(await xlsx.arrayBuffer()));
      expect(book.SheetNames).toEqual(['Cliente']);
      expect(SheetJs.utils.sheet_to_json(book.Sheets.Cliente!, { header: 1 })).toEqual([
        ['Tipo', 'Nombre', 'Descripción'],
        ['Cliente', 'cliente alfa export'],
        ['Cliente', 'Cliente Beta Export'],
        ['Cliente', 'Cliente Zeta Export'],
      ]);
    });
  });

  it('creates no stakeholder for a user outside every company', async () => {
    const { headers } = await signedInUser(t);
    const res = await call('POST', '/stakeholders', headers, {
      company_id: companyId,
      type: 'CLIENTS',
      name: 'Intruso',
    });
    expect(res.status).toBe(404);
    expect((await stakeholdersOf(t, companyId, 'CLIENTS')).map((row) => row.name)).not.toContain('Intruso');
  });

  it('counts headquarters against the plan’s limit, and only headquarters', async () => {
    const owner = await signedInUser(t);
    const trialCompany = (await createCompany(t, owner.user)).id;
    const add = (type: TStakeholderType, name: string, lang = 'es') =>
      call('POST', '/stakeholders', owner.headers, { company_id: trialCompany, type, name }, lang);
    for (const name of ['Sede Uno', 'Sede Dos', 'Sede Tres'])
      expect((await add('HEADQUARTERS', name)).status).toBe(201);
    const fourth = await add('HEADQUARTERS', 'Sede Cuatro');
    expect(fourth.status).toBe(409);
    expect(ZApiError.parse(await fourth.json()).message).toContain('3 sedes');
    const english = await add('HEADQUARTERS', 'Sede Cuatro', 'en');
    expect(ZApiError.parse(await english.json()).message).toContain('3 headquarters');
    expect((await add('CLIENTS', 'Cliente Cuatro')).status).toBe(201);
  });
});
