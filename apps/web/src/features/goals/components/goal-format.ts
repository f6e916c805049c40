import { GOAL_UNITS } from '@quire/shared/constants';
import { goalEndDate } from '@quire/shared/domain';
import type { GoalType } from '@quire/shared/schemas/reading';

export { goalEndDate };

/** '{n} books', '{n} pages', '{n} minutes' (spec §9). */
export const goalAmount = (n: number, type: GoalType): string =>
  `${n.toLocaleString('en-US')} ${GOAL_UNITS[type]}`;

/** The type's label in the form: books, pages, minutes for time (spec §9). */
export const GOAL_TYPE_LABELS: Record<GoalType, string> = GOAL_UNITS;

const civil = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
};

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Jan 1, 2024' for a calendar date (no zone shift: it is a date, not an instant). */
export const formatCalendarDate = (date: string): string => DATE_FORMAT.format(civil(date));

/** Today in the browser's zone, YYYY-MM-DD. */
export function todayLocal(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole days from today to a date (negative when past). */
export function daysUntil(date: string, today: string = todayLocal()): number {
  return Math.round((civil(date).getTime() - civil(today).getTime()) / 86_400_000);
}
