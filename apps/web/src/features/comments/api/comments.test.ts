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

const answer = (body: unknown) => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(jsonResponse(body));
};

const requested = () => new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');

describe('fetchCommentsPage', () => {
  it("asks for a book's comments a page at a time and tells whether more follow", async () => {
    answer({ comments: [comment('a')], total: 21, page: 1, totalPages: 2 });
    const page = await fetchCommentsPage({ bookId: 'b1', page: 1 });
    expect(requested().pathname).toBe('/api/books/b1/comments');
    expect(requested().searchParams.get('page')).toBe('1');
    expect(requested().searchParams.get('limit')).toBe(String(COMMENTS_PAGE_SIZE));
    expect(page).toEqual({ comments: [comment('a')], total: 21, hasNextPage: true });
  });

  it("asks for a chapter's comments and sees the last page", async () => {
    answer({ comments: [], total: 21, page: 2, totalPages: 2 });
    const page = await fetchCommentsPage({ bookId: 'b1', chapterNumber: 3, page: 2 });
    expect(requested().pathname).toBe('/api/books/b1/chapters/3/comments');
    expect(page).toEqual({ comments: [], total: 21, hasNextPage: false });
  });
});
