import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type CatalogueView = 'grid' | 'list';

export interface CatalogueParams {
  q: string;
  /** '' means all categories. */
  category: string;
  view: CatalogueView;
}

/** The Knowledge Pool's search, category chip and view live in the URL (reload and Back keep them). */
export function useCatalogueParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo<CatalogueParams>(
    () => ({
      q: searchParams.get('q') ?? '',
      category: searchParams.get('category') ?? '',
      view: searchParams.get('view') === 'list' ? 'list' : 'grid',
    }),
    [searchParams],
  );

  const update = useCallback(
    (change: Partial<CatalogueParams>, { replace = false }: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            const empty = value === '' || (key === 'view' && value === 'grid');
            if (empty) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  return [params, update] as const;
}
