import type { ChapterDoc } from '@quire/shared/chapter-doc';
import type { Revision } from '@quire/shared/schemas/studio';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/test-utils';
import { LazyRevisionHistoryDialog } from './lazy-revision-history';
import { RevisionHistoryDialog } from './revision-history';

vi.mock('@/lib/toasts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const BOOK = 'book-1';
const CHAPTER = 'chapter-1';
const BASE = `/api/books/${BOOK}/chapters/${CHAPTER}/revisions`;

const doc = (...paragraphs: [id: string, text: string][]): ChapterDoc => ({
  type: 'doc',
  content: paragraphs.map(([id, text]) => ({
    type: 'paragraph',
    attrs: { id },
    content: [{ type: 'text', text }],
  })),
});

const revision = (number: number, savedAt: string, title: string, content: ChapterDoc): Revision => ({
  revision: number,
  savedAt,
  title,
  wordCount: content.content.length * 4,
  doc: content,
});

const REVISIONS: Revision[] = [
  revision(
    3,
    '2026-11-27T09:30:00.000Z',
    'Low Tide',
    doc(['a', 'The lamp burned brightly.'], ['b', 'Nobody came.']),
  ),
  revision(
    2,
    '2026-11-26T18:00:00.000Z',
    'Low Tide',
    doc(['a', 'The lamp burned dimly.'], ['b', 'Nobody came.']),
  ),
  revision(1, '2026-11-20T08:00:00.000Z', 'Low water', doc(['a', 'The lamp burned dimly.'])),
];
const summaries = (list: Revision[]) => list.map(({ doc: _doc, ...summary }) => summary);

const fetchMock = vi.fn<typeof fetch>();
let listed: Revision[] = REVISIONS;
let restoreAnswer: Response | null = null;
const calls: string[] = [];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.setItem('token', 'writer-token');
  listed = REVISIONS;
  restoreAnswer = null;
  calls.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url).split('?')[0]!;
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${path}`);
    if (path === BASE && method === 'GET') return jsonResponse({ revisions: summaries(listed) });
    const restore = /\/revisions\/(\d+)\/restore$/.exec(path);
    if (restore && method === 'POST') {
      if (restoreAnswer) return restoreAnswer;
      const from = REVISIONS.find((item) => item.revision === Number(restore[1]))!;
      return jsonResponse({ ...from, revision: 4, savedAt: '2026-11-27T10:00:00.000Z' });
    }
    const one = /\/revisions\/(\d+)$/.exec(path);
    if (one && method === 'GET') {
      const found = REVISIONS.find((item) => item.revision === Number(one[1]));
      return found ? jsonResponse(found) : jsonResponse({ message: 'Revision not found' }, 404);
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
});

function renderDialog() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const onRestored = vi.fn();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <RevisionHistoryDialog
        bookId={BOOK}
        chapterId={CHAPTER}
        chapterTitle="Low Tide"
        open
        onClose={onClose}
        onRestored={onRestored}
      />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onRestored, onClose };
}

const changes = () => screen.findByRole('region', { name: 'Changes between the two versions' });

describe('RevisionHistoryDialog', () => {
  it('lists the versions newest first and compares the newest with the one before, word by word', async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Revision history' });
    expect(dialog).toHaveAccessibleDescription(/Every version of Low Tide kept as you wrote/);

    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    // Newest first, with the time saved in the reader's locale, its word count and title.
    const times = rows.map((row) => row.querySelector('time')?.getAttribute('datetime'));
    expect(times).toEqual(REVISIONS.map((item) => item.savedAt));
    expect(within(rows[0]!).getByText('Current')).toBeVisible();
    expect(within(rows[2]!).getByText(/· 4 words$/)).toBeVisible();
    expect(within(rows[2]!).getByText('Low water')).toBeVisible();

    // The default pair: revision 2 (from) and revision 3 (to).
    const fromRadios = within(list).getAllByRole('radio', { name: /^Compare from/ });
    const toRadios = within(list).getAllByRole('radio', { name: /^Compare to/ });
    expect(fromRadios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, true, false]);
    expect(toRadios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, false, false]);

    const region = await changes();
    const added = region.querySelectorAll('ins');
    const removed = region.querySelectorAll('del');
    expect([...added].map((node) => node.textContent)).toEqual(['[added: brightly]']);
    expect([...removed].map((node) => node.textContent)).toEqual(['[removed: dimly]']);
    expect(within(region).getByTestId('diff-summary')).toHaveTextContent(
      '1 word added · 1 word removed · 1 paragraph changed',
    );
    // The unchanged paragraph is shown as it is, as context.
    expect(within(region).getByText('Nobody came.')).toBeVisible();
    expect(calls).toContain(`GET ${BASE}/2`);
    expect(calls).toContain(`GET ${BASE}/3`);
  });

  it('compares any two versions the writer picks, the title included', async () => {
    const { user } = renderDialog();
    const list = await screen.findByRole('list');
    await changes();
    await user.click(within(list).getAllByRole('radio', { name: /^Compare from/ })[2]!);

    await waitFor(() => expect(calls).toContain(`GET ${BASE}/1`));
    const region = await changes();
    await waitFor(() =>
      expect([...region.querySelectorAll('ins')].map((node) => node.textContent)).toEqual([
        '[added: Tide]',
        '[added: brightly]',
        '[added: Nobody came.]',
      ]),
    );
    expect([...region.querySelectorAll('del')].map((node) => node.textContent)).toEqual([
      '[removed: water]',
      '[removed: dimly]',
    ]);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      /^Comparing the version of .+ with the version of .+\.$/,
    );
  });

  it('restores the older version of the two and hands the new revision to the editor', async () => {
    const { user, onRestored } = renderDialog();
    await changes();
    await user.click(screen.getByRole('button', { name: 'Restore this version' }));

    await waitFor(() => expect(onRestored).toHaveBeenCalledTimes(1));
    expect(calls).toContain(`POST ${BASE}/2/restore`);
    expect(onRestored.mock.calls[0]![0]).toMatchObject({
      revision: 4,
      title: 'Low Tide',
      doc: REVISIONS[1]!.doc,
    });
    // The list is asked for again: the restored version is now the newest.
    await waitFor(() => expect(calls.filter((call) => call === `GET ${BASE}`)).toHaveLength(2));
  });

  it('says why a restore failed and keeps the dialog usable', async () => {
    restoreAnswer = jsonResponse({ message: 'Revision not found', code: 'NOT_FOUND' }, 404);
    const { user, onRestored } = renderDialog();
    await changes();
    await user.click(screen.getByRole('button', { name: 'Restore this version' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Revision not found');
    expect(onRestored).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Restore this version' })).toBeEnabled();
  });

  it('says kindly that there is nothing to compare while a chapter has one version', async () => {
    listed = REVISIONS.slice(2);
    renderDialog();
    expect(await screen.findByText('Nothing to compare yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Restore this version' })).toBeNull();
  });

  it('offers to try again when the history cannot be loaded', async () => {
    fetchMock.mockImplementationOnce(async () => jsonResponse({ message: 'Down' }, 503));
    const { user } = renderDialog();
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load this chapter’s history.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
  });

  it('loads its code on first opening when used through the lazy wrapper', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const props = {
      bookId: BOOK,
      chapterId: CHAPTER,
      chapterTitle: 'Low Tide',
      onClose: vi.fn(),
      onRestored: vi.fn(),
    };
    const { rerender } = render(
      <QueryClientProvider client={queryClient}>
        <LazyRevisionHistoryDialog {...props} open={false} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
    rerender(
      <QueryClientProvider client={queryClient}>
        <LazyRevisionHistoryDialog {...props} open />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('dialog', { name: 'Revision history' })).toBeVisible();
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
  });
});
