import { BOOK_FORM_MESSAGES, LIBRARY_TEXT, VALIDATION } from '@quire/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/test-utils';
import { BookFormScreen } from './book-form-screen';

const fetchMock = vi.fn<typeof fetch>();

function renderForm() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/book-upload', element: <BookFormScreen /> },
      { path: '*', element: <p>Somewhere else</p> },
    ],
    { initialEntries: ['/book-upload'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router };
}

const textbox = (name: string) => screen.getByRole('textbox', { name });

async function fillBook(user: ReturnType<typeof userEvent.setup>) {
  await user.type(textbox('Title'), 'The Salt Road');
  await user.type(textbox('Author'), 'Mara Quill');
  await user.type(textbox('ISBN'), '9780306406157');
  await user.type(textbox('Publisher'), 'Tidewater');
  await user.type(textbox('Description'), 'A coast walk.');
  await user.type(textbox('Chapter 1 title'), 'Low Tide');
  await user.type(textbox('Chapter 1 content'), 'The sea went out.');
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

describe('the book form', () => {
  it('starts with the spec defaults and sends nothing while a check fails', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Fiction');
    expect(screen.getByRole('spinbutton', { name: 'Publication year' })).toHaveValue(
      new Date().getFullYear(),
    );
    expect(textbox('Language')).toHaveValue('English');

    await user.click(screen.getByRole('button', { name: 'Save Book' }));
    expect(screen.getByText(VALIDATION.bookRequiredFields)).toBeInTheDocument();
    expect(textbox('Title')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove chapter 1' }));
    expect(screen.getByText(VALIDATION.cannotRemoveLastChapter)).toBeInTheDocument();

    await user.type(textbox('Title'), 'T');
    await user.type(textbox('Author'), 'A');
    await user.type(textbox('ISBN'), '9780306406157');
    await user.type(textbox('Publisher'), 'P');
    await user.type(textbox('Description'), 'D');
    await user.click(screen.getByRole('button', { name: 'Save Book' }));
    expect(screen.getByText(VALIDATION.chaptersIncomplete)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds and removes chapters, renumbering them', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Chapter' }));
    await user.click(screen.getByRole('button', { name: 'Add Chapter' }));
    expect(textbox('Chapter 3 title')).toHaveFocus();
    await user.type(textbox('Chapter 3 title'), 'Third');
    await user.click(screen.getByRole('button', { name: 'Remove chapter 2' }));
    expect(textbox('Chapter 2 title')).toHaveValue('Third');
    expect(screen.queryByRole('textbox', { name: 'Chapter 3 title' })).not.toBeInTheDocument();
  });

  it('creates the book, shows the success banner and starts again', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { _id: 'b1', title: 'The Salt Road', chapters: [], message: BOOK_FORM_MESSAGES.created },
        201,
      ),
    );
    const { user } = renderForm();
    await fillBook(user);
    await user.click(screen.getByRole('button', { name: 'Save Book' }));

    expect(await screen.findByText(BOOK_FORM_MESSAGES.created)).toBeInTheDocument();
    expect(textbox('Title')).toHaveValue('');
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('/api/upload-book');
    expect(init?.method).toBe('POST');
    const body = init?.body as FormData;
    expect(body.get('title')).toBe('The Salt Road');
    expect(body.has('coverImage')).toBe(false);
    expect(JSON.parse(String(body.get('chapters')))).toEqual([
      { title: 'Low Tide', content: 'The sea went out.', chapterNumber: 1 },
    ]);
  });

  it('publishes with Save Book, and saves a draft without chapter text with Save draft', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ _id: 'b1', title: 'The Salt Road', chapters: [], published: false, message: '' }, 201),
    );
    const { user } = renderForm();
    await fillBook(user);
    await user.clear(textbox('Chapter 1 content'));
    // Publishing needs every chapter's text; a draft does not.
    await user.click(screen.getByRole('button', { name: 'Save Book' }));
    expect(screen.getByText(VALIDATION.chaptersIncomplete)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: LIBRARY_TEXT.saveDraft }));
    expect(await screen.findByText(LIBRARY_TEXT.draftSaved)).toBeInTheDocument();
    const body = fetchMock.mock.calls[0]![1]?.body as FormData;
    expect(body.get('published')).toBe('false');
    expect(JSON.parse(String(body.get('chapters')))).toEqual([
      { title: 'Low Tide', content: '', chapterNumber: 1 },
    ]);

    await fillBook(user);
    await user.click(screen.getByRole('button', { name: 'Save Book' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const published = fetchMock.mock.calls[1]![1]!.body as FormData;
    expect(published.get('published')).toBe('true');
  });

  it("shows the server's message, or 'Server error: …' for an answer that is not JSON", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ message: BOOK_FORM_MESSAGES.isbnTaken, code: 'ISBN_TAKEN' }, 409),
    );
    const { user } = renderForm();
    await fillBook(user);
    await user.click(screen.getByRole('button', { name: 'Save Book' }));
    expect(await screen.findByText(BOOK_FORM_MESSAGES.isbnTaken)).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(
      new Response('<h1>oops</h1>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save Book' }));
    expect(await screen.findByText('Server error: 502 Bad Gateway')).toBeInTheDocument();
    expect(textbox('Title')).toHaveValue('The Salt Road');
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = renderForm();
    await user.type(textbox('Title'), 'Draft');
    void router.navigate('/elsewhere');
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/book-upload');
    void router.navigate('/elsewhere');
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
  });
});
