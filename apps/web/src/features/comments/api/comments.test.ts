import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/test-utils';
import { COMMENTS_PAGE_SIZE, fetchCommentsPage } from './comments';

const comment = (id: string) => ({
  _id: id,
  content: `Comment ${id}`,
  userId: { _id: 'u1', username: 'Ada', avatar: null },
  createdAt: '2026-01-01T00:00:00.000Z',
  canDelete: false,
});

const fetchMock = vi.fn<typeof fetch>();

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

/** A list answer as the server sends it: a plain array, paging in X-Total-Count and Link. */
const answer = (body: unknown[], total: number, next?: string) => {
  vi.stubGlobal('fetch', fetchMock);
  const response = jsonResponse(body);
  response.headers.set('X-Total-Count', String(total));
  if (next) response.headers.set('Link', `<${next}>; rel="next"`);
  fetchMock.mockResolvedValue(response);
};

const requested = () => new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');

describe('fetchCommentsPage', () => {
  it("asks for a book's comments a page at a time and tells whether more follow", async () => {
    answer([comment('a')], 21, '/api/books/b1/comments?page=2&limit=20');
    const page = await fetchCommentsPage({ bookId: 'b1', page: 1 });
    expect(requested().pathname).toBe('/api/books/b1/comments');
    expect(requested().searchParams.get('page')).toBe('1');
    expect(requested().searchParams.get('limit')).toBe(String(COMMENTS_PAGE_SIZE));
    expect(page).toEqual({ comments: [comment('a')], total: 21, hasNextPage: true });
  });

  it("asks for a chapter's comments and sees the last page", async () => {
    answer([], 21);
    const page = await fetchCommentsPage({ bookId: 'b1', chapterNumber: 3, page: 2 });
    expect(requested().pathname).toBe('/api/books/b1/chapters/3/comments');
    expect(page).toEqual({ comments: [], total: 21, hasNextPage: false });
  });
});
