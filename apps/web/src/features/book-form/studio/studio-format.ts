/** How the studio writes times and durations, in the reader's own locale. */

const locale = () => (typeof document !== 'undefined' && document.documentElement.lang) || undefined;

/** An average reading time: "42 s", "4 min 12 s", "4 min", "1 h 5 min"; "0 s" for none. */
export function formatReadingTime(seconds: number): string {
  const safe = Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : 0;
  if (safe < 60) return `${safe} s`;
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const rest = safe % 60;
  if (hours > 0) return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** When a revision was saved, as the reader writes dates: "27 Nov 2026, 10:34". */
export function formatSavedAt(iso: string): string {
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "now", in the reader's language. */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale(), { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** A whole number as the reader writes it: "1,234". */
export const formatCount = (value: number): string => new Intl.NumberFormat(locale()).format(value);

/** A day of the analytics series ("2026-11-27", UTC) as a short date: "27 Nov". */
export function formatDay(date: string, withYear = false): string {
  return new Intl.DateTimeFormat(locale(), {
    day: 'numeric',
    month: 'short',
    year: withYear ? 'numeric' : undefined,
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A share as a whole percentage: "62%". */
export const formatPercent = (part: number, whole: number): string =>
  whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—';
