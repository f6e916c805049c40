/**
 * A wall-clock time in an IANA zone as an instant, without a time-zone library: the zone's
 * offset is read from Intl at a first guess and once more at the result (so a time just after a
 * daylight-saving change lands right). A time a change skips is read with the offset before it.
 */
function offsetMs(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - (instant - (instant % 1000));
}

/** `2026-12-01T18:00[:ss[.fff]]` in `zone` as a Date. */
export function zonedTimeToDate(local: string, zone: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/.exec(local);
  if (!match) return new Date(Number.NaN);
  const [, y, mo, d, h, mi, s, frac] = match;
  const guess = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s ?? 0),
    Number((frac ?? '0').padEnd(3, '0').slice(0, 3)),
  );
  const first = guess - offsetMs(guess, zone);
  const second = guess - offsetMs(first, zone);
  return new Date(second);
}

/** An ISO date-time with an offset (or Z) as a Date; without one, a wall-clock time in `zone`. */
export function releaseInstant(value: string, zone: string | undefined): Date {
  if (/(?:Z|[+-]\d{2}:?\d{2})$/i.test(value)) return new Date(value);
  return zonedTimeToDate(value, zone ?? 'UTC');
}
