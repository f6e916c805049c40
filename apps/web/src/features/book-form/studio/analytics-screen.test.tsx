import type { BookAnalytics } from '@quire/shared/schemas/studio';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { jsonResponse } from '@/testing/test-utils';
import { axisMax } from './analytics-charts';
import { analyticsFileName } from './analytics-api';
import { BookAnalyticsScreen } from './analytics-screen';
import { formatReadingTime } from './studio-format';

vi.mock('@/lib/toasts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const BOOK = 'book-7';
const CSV = 'chapter,title,opened_by\n1,Low Tide,120\n\ndate,readers,favourites,followers\n';

const ANALYTICS: BookAnalytics = {
  bookId: BOOK,
  title: 'The Salt Road',
  chapters: [
    {
      chapterId: 'c1',
      number: 1,
      title: 'Low Tide',
      status: 'published',
      openedBy: 120,
      finishedBy: 90,
      averageReadingSeconds: 252,
      votes: 14,
      comments: 6,
    },
    {
      chapterId: 'c2',
      number: 2,
      title: 'The Causeway',
      status: 'published',
      openedBy: 84,
      finishedBy: 45,
      averageReadingSeconds: 3725,
      votes: 9,
      comments: 2,
    },
    {
      chapterId: 'c3',
      number: 3,
      title: 'Fog',
      status: 'scheduled',
      openedBy: 0,
      finishedBy: 0,
      averageReadingSeconds: 0,
      votes: 0,
      comments: 0,
    },
  ],
  book: {
    readers: 131,
    favourites: 17,
    followers: 1204,
    series: [
      { date: '2026-11-25', readers: 40, favourites: 3, followers: 600 },
      { date: '2026-11-26', readers: 100, favourites: 12, followers: 1100 },
      { date: '2026-11-27', readers: 131, favourites: 17, followers: 1204 },
    ],
  },
};

const fetchMock = vi.fn<typeof fetch>();
let analytics: BookAnalytics | Response = ANALYTICS;
let csvAnswer: () => Response;
const createObjectURL = vi.fn((_blob: Blob) => 'blob:analytics');
const revokeObjectURL = vi.fn();
const clicks: { href: string; download: string; inDocument: boolean }[] = [];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.setItem('token', 'writer-token');
  analytics = ANALYTICS;
  csvAnswer = () =>
    new Response(CSV, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="salt-road.csv"; filename*=UTF-8''the-salt-road-analytics.csv`,
      },
    });
  clicks.length = 0;
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  vi.mocked(toast.error).mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
  });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url).split('?')[0]!;
    if (path === `/api/books/${BOOK}/analytics`)
      return analytics instanceof Response ? analytics : jsonResponse(analytics);
    if (path === `/api/books/${BOOK}/analytics.csv`) return csvAnswer();
    return jsonResponse({ message: 'Not found' }, 404);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderScreen() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/edit/${BOOK}/analytics`]}>
        <BookAnalyticsScreen bookId={BOOK} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const stat = (label: string) => document.querySelector(`[data-stat="${label}"]`);

describe('BookAnalyticsScreen', () => {
  it('shows the book totals, the drop-off and each chapter’s numbers', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Chapter analytics' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/edit/${BOOK}`);
    expect(await screen.findByText('The Salt Road')).toBeVisible();

    expect(stat('Readers')).toHaveTextContent('131');
    expect(stat('Followers')).toHaveTextContent('1,204');
    expect(stat('Favourites')).toHaveTextContent('17');
    // The last chapter readers can read is chapter 2 (chapter 3 is scheduled): 45 of 131 readers.
    expect(stat('Read to the end')).toHaveTextContent('45');
    expect(screen.getByText('34% of readers')).toBeVisible();

    const table = screen.getByRole('table', { name: 'Figures per chapter' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', 'Published', '120', '90(75%)', '4 min 12 s', '14', '6'],
      ['2', 'Published', '84', '45(54%)', '1 h 2 min', '9', '2'],
      ['3', 'Scheduled', '0', '0', '—', '0', '0'],
    ]);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('The Causeway');

    // One bar per chapter, as tall as its readers; the numbers in a table for screen readers.
    const chart = screen.getByTestId('drop-off-chart');
    const bars = [...chart.querySelectorAll('g[data-chapter]')];
    expect(bars.map((bar) => bar.getAttribute('data-chapter'))).toEqual(['1', '2', '3']);
    const heights = bars.map((bar) => Number(bar.querySelector('rect')!.getAttribute('height')));
    expect(heights[0]).toBeGreaterThan(heights[1]!);
    expect(heights[2]).toBe(0);
    const dropOff = screen.getByRole('table', { name: 'Drop-off from the first chapter to the last' });
    expect(within(dropOff).getAllByRole('row')[2]).toHaveTextContent('2844570%');
    expect(
      screen.getByRole('figure', { name: /120 readers opened chapter 1 and 0 opened chapter 3/ }),
    ).toBeTruthy();

    const growth = screen.getByRole('figure', {
      name: /readers 40 to 131, followers 600 to 1,204, favourites 3 to 17/,
    });
    expect(within(growth).getByTestId('growth-chart').querySelectorAll('polyline')).toHaveLength(3);
  });

  it('downloads the CSV with the writer’s token and saves it under the server’s name', async () => {
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(clicks).toHaveLength(1));
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/analytics.csv'))!;
    expect(new Headers(call[1]?.headers).get('Authorization')).toBe('Bearer writer-token');
    expect(clicks[0]).toEqual({
      href: 'blob:analytics',
      download: 'the-salt-road-analytics.csv',
      inDocument: true,
    });
    const blob = createObjectURL.mock.calls[0]![0];
    expect(await blob.text()).toBe(CSV);
    expect(blob.type).toMatch(/^text\/csv/);
    // The temporary link is gone again.
    expect(document.querySelector('a[download]')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says so when the CSV cannot be downloaded', async () => {
    csvAnswer = () => jsonResponse({ message: 'Down' }, 503);
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Could not download the CSV file. Please try again.'),
    );
    expect(clicks).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('says kindly that nobody has read yet instead of empty charts', async () => {
    analytics = {
      ...ANALYTICS,
      chapters: ANALYTICS.chapters.map((chapter) => ({
        ...chapter,
        openedBy: 0,
        finishedBy: 0,
        averageReadingSeconds: 0,
      })),
      book: { readers: 0, favourites: 0, followers: 2, series: [] },
    };
    renderScreen();
    expect(await screen.findByText('No readers yet')).toBeVisible();
    expect(screen.getByText(/Nobody has opened a chapter of The Salt Road so far/)).toBeVisible();
    expect(screen.queryByTestId('drop-off-chart')).toBeNull();
    expect(stat('Followers')).toHaveTextContent('2');
    expect(screen.getByRole('table', { name: 'Figures per chapter' })).toBeVisible();
  });

  it('tells someone else’s book apart from a failed load', async () => {
    analytics = jsonResponse({ message: 'Book not found' }, 404);
    renderScreen();
    expect(await screen.findByText('These figures are the author’s')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    analytics = jsonResponse({ message: 'Down' }, 503);
    const user = renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load this book’s analytics.');
    analytics = ANALYTICS;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The Salt Road')).toBeVisible();
  });
});

describe('analytics formatting', () => {
  it('writes reading times as minutes and seconds', () => {
    expect([0, 42, 60, 252, 3600, 3725].map(formatReadingTime)).toEqual([
      '0 s',
      '42 s',
      '1 min',
      '4 min 12 s',
      '1 h',
      '1 h 2 min',
    ]);
  });

  it('tops an axis with a round number', () => {
    expect([0, 1, 7, 120, 131, 2400].map(axisMax)).toEqual([1, 1, 10, 200, 200, 2500]);
  });

  it('names a download after the book when the server gives no name', () => {
    expect(analyticsFileName('L’Été à Paris!')).toBe('l-ete-a-paris-analytics.csv');
    expect(analyticsFileName('???')).toBe('book-analytics.csv');
  });
});
