import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeLibraryParams,
  type LibraryParams,
  readLibraryParams,
  writeLibraryParams,
} from '../lib/library-params';

/**
 * The library's page, sort, order, search and filters live in the URL, so a reload, a shared
 * link and the Back button all come back to the same view.
 */
export function useLibraryParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readLibraryParams(searchParams), [searchParams]);

  const update = useCallback(
    (change: Partial<LibraryParams>, { replace = false }: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => writeLibraryParams(current, changeLibraryParams(readLibraryParams(current), change)),
        { replace, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  return [params, update] as const;
}
