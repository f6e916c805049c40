import {
  BOOK_SORT_FIELDS,
  BOOK_STATUSES,
  type BookSortField,
  DEFAULT_BOOK_ORDER,
  DEFAULT_BOOK_SORT,
  type BookStatus,
} from '@quire/shared/constants';

export interface LibraryParams {
  page: number;
  sort: BookSortField;
  order: 'asc' | 'desc';
  q: string;
  status: BookStatus | null;
  favorites: boolean;
  /** Which books: the whole catalogue, or the caller's own (a status, a favourite, or uploaded). */
  shelf: LibraryShelf;
}

export type LibraryShelf = 'all' | 'mine';

export const DEFAULT_LIBRARY_PARAMS: LibraryParams = {
  page: 1,
  sort: DEFAULT_BOOK_SORT,
  order: DEFAULT_BOOK_ORDER,
  q: '',
  status: null,
  favorites: false,
  shelf: 'all',
};

/** Friendly names of the spec's six sort values. */
export const SORT_LABELS: Record<BookSortField, string> = {
  createdAt: 'Date added',
  title: 'Title',
  author: 'Author',
  'rating.averageRating': 'Rating',
  likes: 'Likes',
  favorites: 'Favorites',
};

const isSortField = (value: string | null): value is BookSortField =>
  value !== null && (BOOK_SORT_FIELDS as readonly string[]).includes(value);
const isStatus = (value: string | null): value is BookStatus =>
  value !== null && (BOOK_STATUSES as readonly string[]).includes(value);

/** Reads the library's state from the query string; anything unknown falls back to the default. */
export function readLibraryParams(
  search: URLSearchParams,
  defaultShelf: LibraryShelf = DEFAULT_LIBRARY_PARAMS.shelf,
): LibraryParams {
  const page = Number(search.get('page'));
  const sort = search.get('sort');
  const order = search.get('order');
  const status = search.get('status');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort: isSortField(sort) ? sort : DEFAULT_LIBRARY_PARAMS.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_LIBRARY_PARAMS.order,
    q: search.get('q') ?? '',
    status: isStatus(status) ? status : null,
    favorites: search.get('favorites') === 'true',
    shelf:
      search.get('books') === 'mine' || search.get('books') === 'all'
        ? (search.get('books') as LibraryShelf)
        : defaultShelf,
  };
}

/**
 * Writes the library's state into a copy of the query string, leaving other keys (the
 * dashboard's tab) alone and defaults out, so URLs stay short.
 */
export function writeLibraryParams(
  search: URLSearchParams,
  params: LibraryParams,
  defaultShelf: LibraryShelf = DEFAULT_LIBRARY_PARAMS.shelf,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string | null) => {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  };
  set('page', params.page === 1 ? null : String(params.page));
  set('sort', params.sort === DEFAULT_LIBRARY_PARAMS.sort ? null : params.sort);
  set('order', params.order === DEFAULT_LIBRARY_PARAMS.order ? null : params.order);
  set('q', params.q.trim() ? params.q : null);
  set('status', params.status);
  set('favorites', params.favorites ? 'true' : null);
  set('books', params.shelf === defaultShelf ? null : params.shelf);
  return next;
}

/**
 * The next state after a change: a new sort field, search or filter starts again at page 1
 * (spec §4: the page resets when the sort field changes); flipping the order keeps the page.
 */
export function changeLibraryParams(current: LibraryParams, change: Partial<LibraryParams>): LibraryParams {
  const next = { ...current, ...change };
  const resets =
    (change.sort !== undefined && change.sort !== current.sort) ||
    (change.q !== undefined && change.q.trim() !== current.q.trim()) ||
    (change.status !== undefined && change.status !== current.status) ||
    (change.favorites !== undefined && change.favorites !== current.favorites) ||
    (change.shelf !== undefined && change.shelf !== current.shelf);
  if (resets && change.page === undefined) next.page = 1;
  return next;
}

export const activeFilterCount = (params: Pick<LibraryParams, 'status' | 'favorites'>) =>
  (params.status ? 1 : 0) + (params.favorites ? 1 : 0);
