import * as routes from '@quire/shared/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { READING_KEY, timeZoneHeaders } from '@/lib/reading-request';

const WEEKS = 8;

/** The stats summary (same key as the progress screen's, so both share one answer). */
export const statsSummaryQueryOptions = (year?: number) =>
  queryOptions({
    queryKey: [READING_KEY, 'stats-summary', { year: year ?? null, weeks: WEEKS }],
    queryFn: ({ signal }) =>
      api(routes.statsSummary, {
        signal,
        query: { year, weeks: WEEKS },
        headers: timeZoneHeaders(),
      }),
  });

/** Weekly actual-vs-target points for the Progress Tracking chart. */
export const useWeeklySeries = () => useQuery({ ...statsSummaryQueryOptions(), select: (s) => s.weekly });
