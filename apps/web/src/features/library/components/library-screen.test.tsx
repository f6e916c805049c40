import { type Book, UI_TEXT } from '@quire/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/test-utils';
import { LibraryScreen } from './library-screen';

const book = (n: number, extra: Partial<Book> = {}): Book => ({
  _id: `b${n}`,
  id: `b${n}`,
  title: `Book ${n}`,
  author: `Author ${n}`,
  description: '',
  isbn: '',
  category: 'Fiction',
  genre: null,
  publicationYear: 2020,
  publisher: '',
  language: 'English',
  coverImage: null,
  coverThumb: null,
  featured: false,
  isCompleted: false,
  chapterCount: 1,
  wordCount: 10,
  pages: 1,
  likes: 3,
  favorites: 0,
  downloads: 0,
  commentsCount: 0,
  reviews: 0,
  rating: { averageRating: 0, totalRatings: 0 },
  ratings: [],
  publishYear: null,
  ownerId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  status: null,
  progress: 40,
  favorite: false,
  isLiked: false,
  userRating: null,
  notes: '',
  tags: [],
  currentChapter: null,
  lastReadAt: null,
  canEdit: false,
  published: true,
  ...extra,
});

const page = (books: Book[], totalPages = 3) => ({ books, totalPages, total: totalPages * 8, page: 1 });

const fetchMock = vi.fn<typeof fetch>();

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderLibrary(route = '/book-library') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <LibraryScreen />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const listCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((url) => url.pathname === '/api/books');

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the library screen', () => {
  it("shows 'Opening Your Next Adventure...' while loading, then a page of cards", async () => {
    fetchMock.mockResolvedValue(jsonResponse(page([book(1), book(2, { progress: 100 })])));
    renderLibrary();
    expect(screen.getByText(UI_TEXT.libraryLoading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Book 1' })).toBeInTheDocument();
    expect(screen.getByText('40% complete')).toBeInTheDocument();
    // No progress line at 100%.
    expect(screen.getAllByText(/% complete$/)).toHaveLength(1);
    expect(listCalls()[0].searchParams.toString()).toBe('page=1&limit=8&sort=createdAt&order=desc');
  });

  it('shows the empty text when nothing matches', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ books: [], totalPages: 0, total: 0, page: 1 }));
    renderLibrary('/book-library?q=nothing');
    expect(await screen.findByText(UI_TEXT.libraryEmpty)).toBeInTheDocument();
  });

  it('asks the server again for each page and sort, resetting the page when the sort field changes', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(page([book(1)])));
    const user = renderLibrary('/book-library?page=2');
    await screen.findByRole('heading', { name: 'Book 1' });
    expect(listCalls().at(-1)?.searchParams.get('page')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('page')).toBe('3'));
    expect(screen.getByTestId('location')).toHaveTextContent('?page=3');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'likes');
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('sort')).toBe('likes'));
    expect(listCalls().at(-1)?.searchParams.get('page')).toBe('1');
    expect(screen.getByTestId('location')).toHaveTextContent('?sort=likes');

    await user.click(screen.getByRole('button', { name: /^Descending order/ }));
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('order')).toBe('asc'));
  });

  it('likes at once and puts the like back when the server fails', async () => {
    let failLike = false;
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/like')) {
        return failLike
          ? jsonResponse({ message: 'Book not found', code: 'NOT_FOUND' }, 404)
          : jsonResponse({ liked: true, likes: 4 });
      }
      return jsonResponse(page([book(1)]));
    });
    const user = renderLibrary();
    const card = (await screen.findByRole('heading', { name: 'Book 1' })).closest('article') as HTMLElement;

    await user.click(within(card).getByRole('button', { name: /^Like Book 1/ }));
    expect(await within(card).findByRole('button', { name: 'Unlike Book 1 (4 likes)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    failLike = true;
    await user.click(within(card).getByRole('button', { name: /^Unlike Book 1/ }));
    // Reverted: liked again with the server's count.
    expect(await within(card).findByRole('button', { name: 'Unlike Book 1 (4 likes)' })).toBeInTheDocument();
  });

  it('filters through the Filter Books modal', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(page([book(1)])));
    const user = renderLibrary();
    await screen.findByRole('heading', { name: 'Book 1' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = screen.getByRole('dialog', { name: 'Filter Books' });
    await user.click(within(dialog).getByRole('button', { name: 'Completed' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Favorites Only' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('status')).toBe('Completed'));
    expect(listCalls().at(-1)?.searchParams.get('favorites')).toBe('true');
    expect(screen.getByRole('button', { name: 'Filters (2 active)' })).toBeInTheDocument();
  });
});
