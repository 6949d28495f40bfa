import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * The current route's search params and a setter that merges a patch into them (replacing the
 * history entry, so typing a search does not fill the back button).
 */
export function useListSearch<T extends object>(): [T, (patch: Partial<T>) => void] {
  const raw: unknown = useSearch({ strict: false });
  const search = raw as T;
  const navigate = useNavigate();
  const setSearch = useCallback(
    (patch: Partial<T>) => {
      void navigate({
        to: '.',
        search: ((prev: Record<string, unknown>) => ({ ...prev, ...patch })) as never,
        replace: true,
      });
    },
    [navigate],
  );
  return [search, setSearch];
}
