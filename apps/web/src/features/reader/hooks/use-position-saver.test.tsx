import type { ReadingPosition } from '@quire/shared/schemas/reader';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { readerKeys } from '@/features/books';
import { usePositionSaver } from './use-position-saver';

const { answers } = vi.hoisted(() => ({
  answers: [] as ((answer: ReadingPosition) => void)[],
}));
vi.mock('../api/reading-position', () => ({
  // Each save answers when the test says so.
  saveReadingPosition: () => new Promise<ReadingPosition>((resolve) => answers.push(resolve)),
}));

const BOOK = 'book-1';
const place = (over: Partial<ReadingPosition>): ReadingPosition => ({
  bookId: BOOK,
  chapter: 3,
  position: 0,
  progress: 10,
  status: 'Reading',
  bookmarkChapter: 3,
  startedAt: null,
  finishedAt: null,
  lastReadAt: null,
  ...over,
});

describe('usePositionSaver', () => {
  it('keeps a bookmark changed while a save was on its way, and takes the place from the save', async () => {
    const client = new QueryClient();
    const key = readerKeys.position(BOOK);
    client.setQueryData(key, place({}));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePositionSaver(BOOK), { wrapper });

    act(() => result.current.report({ chapter: 3, position: 0.4 }));
    await waitFor(() => expect(answers).toHaveLength(1));
    // The reader removes the bookmark (useSetBookmark writes it at once) before the save answers.
    client.setQueryData<ReadingPosition>(key, (old) => old && { ...old, bookmarkChapter: null });
    // The save was read before the bookmark was removed: it answers with the bookmark as it was.
    await act(async () => answers[0]?.(place({ position: 0.4, progress: 12, bookmarkChapter: 3 })));

    await waitFor(() => expect(client.getQueryData<ReadingPosition>(key)?.position).toBe(0.4));
    expect(client.getQueryData<ReadingPosition>(key)).toMatchObject({ progress: 12, bookmarkChapter: null });
  });
});
