import { describe, expect, it } from 'vitest';
import {
  changeLibraryParams,
  DEFAULT_LIBRARY_PARAMS,
  readLibraryParams,
  writeLibraryParams,
} from './library-params';

describe('library URL state', () => {
  it('reads defaults from an empty query string', () => {
    expect(readLibraryParams(new URLSearchParams())).toEqual(DEFAULT_LIBRARY_PARAMS);
  });

  it('reads every value and ignores unknown ones', () => {
    const params = readLibraryParams(
      new URLSearchParams('page=3&sort=title&order=asc&q=tide&status=Want%20to%20Read&favorites=true'),
    );
    expect(params).toEqual({
      page: 3,
      sort: 'title',
      order: 'asc',
      q: 'tide',
      status: 'Want to Read',
      favorites: true,
      shelf: 'all',
    });
    expect(readLibraryParams(new URLSearchParams('page=-2&sort=price&order=up&status=Lost'))).toEqual(
      DEFAULT_LIBRARY_PARAMS,
    );
  });

  it('writes only what differs from the defaults and keeps other keys', () => {
    const written = writeLibraryParams(new URLSearchParams('tab=library&page=4'), {
      ...DEFAULT_LIBRARY_PARAMS,
      sort: 'likes',
      favorites: true,
    });
    expect(written.toString()).toBe('tab=library&sort=likes&favorites=true');
  });

  it('round-trips', () => {
    const params = {
      page: 2,
      sort: 'author',
      order: 'asc',
      q: 'ann',
      status: 'Reading',
      favorites: false,
      shelf: 'mine',
    } as const;
    expect(readLibraryParams(writeLibraryParams(new URLSearchParams(), params))).toEqual(params);
  });

  it('reads and writes the shelf against the screen default (All books, or My books)', () => {
    expect(readLibraryParams(new URLSearchParams(), 'mine').shelf).toBe('mine');
    expect(readLibraryParams(new URLSearchParams('books=all'), 'mine').shelf).toBe('all');
    expect(readLibraryParams(new URLSearchParams('books=mine')).shelf).toBe('mine');
    const mine = { ...DEFAULT_LIBRARY_PARAMS, shelf: 'mine' as const };
    expect(writeLibraryParams(new URLSearchParams(), mine).toString()).toBe('books=mine');
    expect(writeLibraryParams(new URLSearchParams(), mine, 'mine').toString()).toBe('');
    expect(writeLibraryParams(new URLSearchParams(), DEFAULT_LIBRARY_PARAMS, 'mine').toString()).toBe(
      'books=all',
    );
    expect(changeLibraryParams({ ...DEFAULT_LIBRARY_PARAMS, page: 3 }, { shelf: 'mine' }).page).toBe(1);
  });

  it('goes back to page 1 when the sort field, search or filters change', () => {
    const on3 = { ...DEFAULT_LIBRARY_PARAMS, page: 3 };
    expect(changeLibraryParams(on3, { sort: 'title' }).page).toBe(1);
    expect(changeLibraryParams(on3, { q: 'sea' }).page).toBe(1);
    expect(changeLibraryParams(on3, { status: 'Completed' }).page).toBe(1);
    expect(changeLibraryParams(on3, { favorites: true }).page).toBe(1);
  });

  it('keeps the page when only the order flips or nothing really changes', () => {
    const on3 = { ...DEFAULT_LIBRARY_PARAMS, page: 3 };
    expect(changeLibraryParams(on3, { order: 'asc' }).page).toBe(3);
    expect(changeLibraryParams(on3, { sort: 'createdAt' }).page).toBe(3);
    expect(changeLibraryParams(on3, { page: 5 }).page).toBe(5);
  });
});
