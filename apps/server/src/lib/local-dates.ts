/**
 * Calendar arithmetic on local dates ('YYYY-MM-DD') in a user's IANA time zone.
 * A local date is turned into a day number (days since 1970-01-01 as a civil date), so adding
 * days and comparing dates never meets DST or offsets; only the instant ↔ local time steps use
 * the zone, through @date-fns/tz.
 *
 * Zone names come from the browser on every request (X-Time-Zone, ?tz=) in any spelling: each is
 * canonicalised once ("europe/paris" → "Europe/Paris") in a bounded cache, and only canonical
 * names reach @date-fns/tz, whose own caches are per zone and so stay bounded by the zone list.
 */
import { TZDate, tzOffset } from '@date-fns/tz';
// The one function, not the package's index (which loads every function: ~100 ms of a start).
import { format } from 'date-fns/format';
import { LRUCache } from 'lru-cache';

const DAY_MS = 86_400_000;

/** Spelling → canonical zone name ('' when unknown). Bounded: a caller cannot grow it without limit. */
const canonicalZones = new LRUCache<string, string>({ max: 2_000, ttl: 60 * 60 * 1000 });

/** The canonical IANA name of a zone spelling ("asia/KOLKATA" → "Asia/Kolkata"), or undefined. */
export function canonicalTimeZone(timeZone: string | undefined): string | undefined {
  if (!timeZone || timeZone.length > 64) return undefined;
  let canonical = canonicalZones.get(timeZone);
  if (canonical === undefined) {
    try {
      canonical = new Intl.DateTimeFormat(undefined, { timeZone }).resolvedOptions().timeZone;
    } catch {
      canonical = '';
    }
    canonicalZones.set(timeZone, canonical);
  }
  return canonical || undefined;
}

/** Whether the runtime knows this IANA zone name. */
export function isValidTimeZone(timeZone: string): boolean {
  return canonicalTimeZone(timeZone) !== undefined;
}

const zoneOf = (timeZone: string): string => canonicalTimeZone(timeZone) ?? 'UTC';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local calendar date of an instant in a zone. */
export function localDate(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), zoneOf(timeZone)), 'yyyy-MM-dd');
}

export function parseDate(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

/** Days since 1970-01-01 of a civil date (any year: Date.UTC would read 0–99 as 1900–1999). */
export function dayNumber(date: string): number {
  const { year, month, day } = parseDate(date);
  return Math.round(new Date(0).setUTCFullYear(year, month - 1, day) / DAY_MS);
}

export function fromDayNumber(n: number): string {
  const d = new Date(n * DAY_MS);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export const addDays = (date: string, days: number): string => fromDayNumber(dayNumber(date) + days);

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Same day n months later, clamped to the month's last day (Jan 31 + 1 → Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = parseDate(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${pad(y, 4)}-${pad(m)}-${pad(Math.min(day, daysInMonth(y, m)))}`;
}

/** Monday of the week holding a date (weeks start on Monday). */
export function startOfWeek(date: string): string {
  const n = dayNumber(date);
  // 1970-01-01 was a Thursday: (n + 3) mod 7 is 0 on Mondays.
  const sinceMonday = (((n + 3) % 7) + 7) % 7;
  return fromDayNumber(n - sinceMonday);
}

/** Offset of a zone from UTC at an instant, in milliseconds (positive east of Greenwich). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  return tzOffset(zoneOf(timeZone), instant) * 60_000;
}

/**
 * The instant at which a local wall-clock time happens in a zone. Used with midday times,
 * which no DST change skips or repeats.
 */
export function zonedTimeToInstant(date: string, hour: number, timeZone: string): Date {
  const { year, month, day } = parseDate(date);
  return new Date(new TZDate(year, month - 1, day, hour, zoneOf(timeZone)).getTime());
}

const MONTH_LABELS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
export const monthLabel = (month: number): string => MONTH_LABELS[month - 1]!;

/** 'Mar 4' */
export function shortDateLabel(date: string): string {
  const { month, day } = parseDate(date);
  return `${monthLabel(month)} ${day}`;
}
