import { listEnvelope, ZDependents, type TDependents, type TList } from '@huella/shared';
import type { z } from 'zod';
import { api, type ApiError, type TQuery } from '../../lib/api-client.ts';

/** Toasts every failure of a record's load but a 404: the form says "this record does not exist". */
export const unlessNotFound = (error: ApiError): boolean => error.status !== 404;

/**
 * The calls every catalogue resource answers the same way (`/<resource>`, `/<resource>/{id}`,
 * `DELETE /<resource>/bulk/destroy`). Each area's `api/` files name their operation with these.
 */
export function listResource<T extends z.ZodType>(
  path: string,
  item: T,
  query: TQuery,
): Promise<TList<z.infer<T>> | null> {
  return api.get(path, { query, parse: listEnvelope(item).parse as (data: unknown) => TList<z.infer<T>> });
}

/** One record; a 404 is left to the form, which says "this record does not exist" in its place. */
export function getResource<T extends z.ZodType>(
  path: string,
  item: T,
  id: number,
): Promise<z.infer<T> | null> {
  return api.get(`${path}/{id}`, {
    params: { id },
    parse: item.parse as (data: unknown) => z.infer<T>,
    notify: unlessNotFound,
  });
}

export function createResource<T>(path: string, body: unknown): Promise<T | null> {
  return api.post<T>(path, body);
}

export function updateResource<T>(path: string, id: number, body: unknown): Promise<T | null> {
  return api.put<T>(`${path}/{id}`, body, { params: { id } });
}

export async function deleteResource(path: string, id: number): Promise<void> {
  await api.delete(`${path}/{id}`, { params: { id } });
}

export async function bulkDeleteResource(path: string, ids: number[]): Promise<void> {
  await api.delete(`${path}/bulk/destroy`, { body: { ids } });
}

/** What deleting these rows would take with it or is kept by, asked before the confirmation. */
export function listDependents(path: string, ids: number[]): Promise<TDependents | null> {
  return api.get(`${path}/dependents`, { query: { ids }, parse: ZDependents.parse });
}
