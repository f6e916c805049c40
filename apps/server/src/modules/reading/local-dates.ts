/**
 * Calendar arithmetic on local dates ('YYYY-MM-DD') in a user's IANA time zone.
 * A local date is turned into a day number (days since 1970-01-01 as a civil date), so adding
 * days and comparing dates never meets DST or offsets; only the instant → local date step uses
 * the zone, through Intl.DateTimeFormat.
 */

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows this IANA zone name. */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localParts(instant: Date, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local calendar date of an instant in a zone. */
export function localDate(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

export function parseDate(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

/** Days since 1970-01-01 of a civil date. */
export function dayNumber(date: string): number {
  const { year, month, day } = parseDate(date);
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
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
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant at which a local wall-clock time happens in a zone. Used with midday times,
 * which no DST change skips or repeats.
 */
export function zonedTimeToInstant(date: string, hour: number, timeZone: string): Date {
  const { year, month, day } = parseDate(date);
  const guess = Date.UTC(year, month - 1, day, hour);
  const first = guess - zoneOffsetMs(new Date(guess), timeZone);
  // A second pass settles the rare case where the offset differs between the guess and the answer.
  return new Date(guess - zoneOffsetMs(new Date(first), timeZone));
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
