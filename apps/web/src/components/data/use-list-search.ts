import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import { parseListSearch, type TListSearchOf } from './list-search-schema.ts';
import type { TListSearch } from './list-search.ts';

type TSetSearch<T> = (patch: Partial<T>) => void;

/**
 * The current route's search params and a setter that merges a patch into them (replacing the
 * history entry, so typing a search does not fill the back button). Given the area's shared list
 * contract (`listQuery(sorts, filters)`), the params are read with it: what it refuses is dropped.
 */
export function useListSearch<S extends z.ZodObject>(
  schema: S,
): [TListSearchOf<S>, TSetSearch<TListSearchOf<S>>];
export function useListSearch<T extends object>(): [T, TSetSearch<T>];
export function useListSearch(schema?: z.ZodObject): [object, TSetSearch<object>] {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const search = useMemo(() => (schema ? parseListSearch(schema, raw) : raw), [schema, raw]);
  const navigate = useNavigate();
  const setSearch = useCallback(
    (patch: Partial<object>) => {
      void navigate({
        to: '.',
        search: ((prev: Record<string, unknown>) => withoutEmpty({ ...prev, ...patch })) as never,
        replace: true,
      });
    },
    [navigate],
  );
  return [search, setSearch];
}

/** A cleared value leaves the URL rather than staying as an empty `?source_id=`. */
function withoutEmpty(search: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(search).filter(([, value]) => value !== undefined && value !== null),
  );
}

/**
 * List state kept in the component, for a list that is a part of another screen (a factor's gas
 * values under its form, the members card in settings): the screen's URL stays its own.
 */
export function useLocalListSearch<T extends TListSearch = TListSearch>(
  initial: T = {} as T,
): [T, TSetSearch<T>] {
  const [search, setSearch] = useState<T>(initial);
  const patch = useCallback((next: Partial<T>) => setSearch((prev) => ({ ...prev, ...next })), []);
  return [search, patch];
}
