import type { Highlight } from '@quire/shared/schemas/highlights';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { highlightsKeys, useCreateHighlight, useDeleteHighlight, useUpdateHighlight } from './highlights';

const BOOK = '6d1c2a9e-0000-4000-8000-000000000001';

const highlight = (id: string, paragraph: number, color = 'yellow') =>
  ({
    _id: id,
    bookId: BOOK,
    chapterNumber: 1,
    chapterTitle: 'Dawn',
    paragraph,
    blockId: null,
    start: 0,
    end: 5,
    quote: 'Words',
    prefix: '',
    suffix: '',
    color,
    note: null,
    detached: false,
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
  }) as Highlight;

// The server's answer to each call, set by each test.
const answer = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  api: async () => answer.current,
}));

// The downloaded copy: written after a while, as IndexedDB does, with what the list showed then.
const device = vi.hoisted(() => ({
  stored: [] as Highlight[],
  shownWhileWriting: [] as string[][],
  query: null as null | (() => Highlight[] | undefined),
}));
vi.mock('@/lib/offline/offline-db', async (original) => ({
  ...(await original<typeof import('@/lib/offline/offline-db')>()),
  hasIndexedDb: () => true,
  keepOfflineHighlights: async (_bookId: string, highlights: Highlight[]) => {
    device.shownWhileWriting.push((device.query?.() ?? []).map((item) => `${item._id}:${item.color}`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    device.stored = highlights;
  },
}));

function setUp(list: Highlight[]) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(highlightsKeys.book(BOOK), list);
  device.query = () => queryClient.getQueryData<Highlight[]>(highlightsKeys.book(BOOK));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

const ids = (list: Highlight[] | undefined) => (list ?? []).map((item) => item._id);

beforeEach(() => {
  device.stored = [];
  device.shownWhileWriting = [];
});

describe('a change to the highlights shows once the downloaded copy has it', () => {
  it('a new highlight is written to the device first, then shown in its place in reading order', async () => {
    const { queryClient, wrapper } = setUp([highlight('a', 1), highlight('c', 5)]);
    const { result } = renderHook(() => useCreateHighlight(BOOK, 1), { wrapper });
    answer.current = highlight('b', 3);
    await act(() =>
      result.current.mutateAsync({ paragraph: 3, start: 0, end: 5, quote: 'Words', color: 'yellow' }),
    );
    // While the device was being written, the list had not changed yet.
    expect(device.shownWhileWriting).toEqual([['a:yellow', 'c:yellow']]);
    expect(ids(device.stored)).toEqual(['a', 'b', 'c']);
    expect(ids(queryClient.getQueryData(highlightsKeys.book(BOOK)))).toEqual(['a', 'b', 'c']);
  });

  it('a changed colour and a removed highlight reach the device before the list', async () => {
    const { queryClient, wrapper } = setUp([highlight('a', 1), highlight('b', 3)]);
    const update = renderHook(() => useUpdateHighlight(BOOK), { wrapper });
    answer.current = highlight('a', 1, 'blue');
    await act(() => update.result.current.mutateAsync({ id: 'a', color: 'blue' }));
    expect(device.stored.map((item) => item.color)).toEqual(['blue', 'yellow']);
    expect(device.shownWhileWriting).toEqual([['a:yellow', 'b:yellow']]);

    const remove = renderHook(() => useDeleteHighlight(BOOK), { wrapper });
    answer.current = undefined;
    await act(() => remove.result.current.mutateAsync('b'));
    expect(device.shownWhileWriting[1]).toEqual(['a:blue', 'b:yellow']);
    expect(ids(device.stored)).toEqual(['a']);
    expect(ids(queryClient.getQueryData(highlightsKeys.book(BOOK)))).toEqual(['a']);
  });
});
