import * as routes from '@quire/shared/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { READING_KEY, timeZoneHeaders } from '@/lib/reading-request';

const WEEKS = 8;

/** Totals, streaks, daily average, monthly counts and the yearly goal (current year by default). */
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

export const useStatsSummary = (year?: number) => useQuery(statsSummaryQueryOptions(year));
