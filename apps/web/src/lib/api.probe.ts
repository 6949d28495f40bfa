import { api, apiQuery } from './api.ts';

// Never run: `npm run typecheck` compiles it, and each `@ts-expect-error` below must meet the
// error it expects. A call to a path or with a field the API does not declare fails the typecheck;
// were the client's types ever loosened, the typecheck would fail here instead.

export async function probeUndeclaredCalls() {
  // @ts-expect-error a path the API does not declare
  await api.get('/api/gasses');
  // @ts-expect-error a method the path does not declare
  await api.patch('/api/gases');
  // @ts-expect-error a query field the API does not declare
  await api.get('/api/gases', { query: { page: 1, colour: 'red' } });
  // @ts-expect-error a body field the API does not declare
  await api.post('/api/gases', { body: { name: 'Methane', pc: 28, colour: 'red' } });
  // @ts-expect-error a body without a field the API requires
  await api.post('/api/gases', { body: { name: 'Methane' } });
  // @ts-expect-error a path parameter left out
  await api.get('/api/gases/{gas}');
  // @ts-expect-error a path parameter the path does not declare
  await api.get('/api/gases/{gas}', { path: { id: 1 } });
  // @ts-expect-error a query of a path that takes none
  apiQuery('/api/gases/{gas}', { path: { gas: 1 }, query: { page: 1 } });
  const gas = await api.get('/api/gases/{gas}', { path: { gas: 1 } });
  // @ts-expect-error a field the answer does not declare
  return gas?.colour;
}
