import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { API_TYPES_FILE, apiTypes, openapiDocument } from './api-types.ts';

describe('the web client’s types', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('are generated from the document the running app serves', async () => {
    const served = t.app.swagger() as { paths: object; components: object };
    const generated = (await openapiDocument()) as { paths?: object; components?: object };
    expect(Object.keys(generated.paths ?? {}).sort()).toEqual(Object.keys(served.paths).sort());
    expect(JSON.parse(JSON.stringify(generated.paths))).toEqual(JSON.parse(JSON.stringify(served.paths)));
    expect(generated.components).toEqual(served.components);
  });

  it('are committed as generated from the endpoints’ declarations (npm run api:types)', async () => {
    expect(await readFile(API_TYPES_FILE, 'utf8')).toBe(await apiTypes());
  });
});
