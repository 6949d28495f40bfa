import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { markCatalogueEventsProcessed, pendingCatalogueEvents } from './catalogue-events.service.ts';

describe('catalogue events', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    ({ headers: admin } = await signedInUser(t, { role: 'super-admin' }));
  });
  afterAll(async () => t?.close());

  it('hands the recalculation the unprocessed events in order, once each', async () => {
    const gas = (await (
      await t.request('/api/gases', {
        method: 'POST',
        headers: admin,
        json: { name: 'Gas de eventos', pc: 1 },
      })
    ).json()) as { id: number };
    for (const pc of [2, 3])
      await t.request(`/api/gases/${gas.id}`, {
        method: 'PUT',
        headers: admin,
        json: { name: 'Gas de eventos', pc },
      });

    const pending = await pendingCatalogueEvents(t.database.db);
    const mine = pending.filter((e) => e.entity_id === gas.id && e.kind === 'gas.pc_changed');
    expect(mine.map((e) => e.payload)).toEqual([
      { previous_pc: 1, pc: 2 },
      { previous_pc: 2, pc: 3 },
    ]);
    expect(mine[0]!.id).toBeLessThan(mine[1]!.id);

    await markCatalogueEventsProcessed(t.database.db, [mine[0]!.id]);
    const left = await pendingCatalogueEvents(t.database.db);
    expect(left.map((e) => e.id)).not.toContain(mine[0]!.id);
    expect(left.map((e) => e.id)).toContain(mine[1]!.id);
  });
});
