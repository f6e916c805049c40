/** Reading time in the app's one duration form ('<1 min', '1 h 5 min'). */
export { formatDuration } from '@/lib/format';

const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Today', 'Yesterday', or a short date, for an instant in the browser's zone. */
export function formatLastRead(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return dateFormat.format(date);
}
