import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeLibraryParams,
  type LibraryParams,
  type LibraryShelf,
  readLibraryParams,
  writeLibraryParams,
} from '../lib/library-params';

/**
 * The library's page, sort, order, search and filters live in the URL, so a reload, a shared
 * link and the Back button all come back to the same view.
 */
export function useLibraryParams(defaultShelf: LibraryShelf = 'all') {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readLibraryParams(searchParams, defaultShelf), [searchParams, defaultShelf]);

  const update = useCallback(
    (change: Partial<LibraryParams>, { replace = false }: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) =>
          writeLibraryParams(
            current,
            changeLibraryParams(readLibraryParams(current, defaultShelf), change),
            defaultShelf,
          ),
        { replace, preventScrollReset: true },
      );
    },
    [setSearchParams, defaultShelf],
  );

  return [params, update] as const;
}
