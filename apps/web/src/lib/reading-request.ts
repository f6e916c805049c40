import { TIME_ZONE_HEADER } from '@quire/shared/constants/reading';

/** Every "My reading" query key starts with this, so one invalidation refreshes every number. */
export const READING_KEY = 'reading';

/** The browser's zone: the server counts days, weeks and streaks in it. */
export const timeZoneHeaders = (): Record<string, string> => ({
  [TIME_ZONE_HEADER]: Intl.DateTimeFormat().resolvedOptions().timeZone,
});
