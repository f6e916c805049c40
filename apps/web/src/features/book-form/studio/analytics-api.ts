import * as routes from '@quire/shared/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiWithHeaders, api } from '@/lib/api-client';
import { fileNameOf } from '@/lib/download-file';
import { studioKeys } from './studio-keys';

/** The author's figures for one book: per chapter, per book and day by day (aggregates only). */
export const bookAnalyticsQueryOptions = (bookId: string) =>
  queryOptions({
    queryKey: studioKeys.analytics(bookId),
    queryFn: ({ signal }) => api(routes.bookAnalytics, { params: { bookId }, signal }),
  });

export const useBookAnalytics = (bookId: string) => useQuery(bookAnalyticsQueryOptions(bookId));

/** "The Long Road" → "the-long-road-analytics.csv": a name to save under if the server gives none. */
export function analyticsFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'book'}-analytics.csv`;
}

/**
 * Fetches the book's figures as CSV, signed in as the writer, and hands them to the browser as a
 * file (under the server's name for it). Resolves with the name it was saved under.
 */
export async function downloadAnalyticsCsv(bookId: string, title: string): Promise<string> {
  const { data, headers } = await apiWithHeaders(routes.bookAnalyticsCsv, {
    params: { bookId },
    headers: { Accept: 'text/csv' },
  });
  const name = fileNameOf(headers, analyticsFileName(title));
  const blob = new Blob([typeof data === 'string' ? data : String(data ?? '')], {
    type: 'text/csv;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started saving; the object URL can go once it has read it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
