/** How the studio writes times and durations, in the reader's own locale. */
import { formatRelativeTime as relativeTime } from '@/lib/relative-time';

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

/** "5 minutes ago", "yesterday", "now", in the reader's language. */
export const formatRelativeTime = (iso: string, now: number = Date.now()): string =>
  relativeTime(iso, now, locale());

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
