import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  canonicalTimeZone,
  isValidTimeZone,
  localDate,
  shortDateLabel,
  startOfWeek,
  zonedTimeToInstant,
} from './local-dates.js';

describe('localDate', () => {
  it('gives the calendar date in the zone, not in UTC', () => {
    const instant = new Date('2024-03-05T02:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2024-03-05');
    expect(localDate(instant, 'America/New_York')).toBe('2024-03-04');
    expect(localDate(new Date('2024-03-04T20:30:00Z'), 'Asia/Tokyo')).toBe('2024-03-05');
  });

  it('handles half-hour zones', () => {
    expect(localDate(new Date('2024-01-01T18:45:00Z'), 'Asia/Kolkata')).toBe('2024-01-02');
    expect(localDate(new Date('2024-01-01T18:15:00Z'), 'Asia/Kolkata')).toBe('2024-01-01');
  });
});

describe('date arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('adds months clamping to the last day', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2024-11-15', 2)).toBe('2025-01-15');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  });

  it('starts weeks on Monday', () => {
    expect(startOfWeek('2024-03-04')).toBe('2024-03-04'); // Monday
    expect(startOfWeek('2024-03-10')).toBe('2024-03-04'); // Sunday
    expect(startOfWeek('2024-03-11')).toBe('2024-03-11');
    expect(startOfWeek('2025-01-01')).toBe('2024-12-30'); // a Wednesday, week crosses the year
  });

  it('labels dates briefly', () => {
    expect(shortDateLabel('2024-03-04')).toBe('Mar 4');
  });
});

describe('zonedTimeToInstant', () => {
  it('finds local noon on both sides of a DST change', () => {
    expect(zonedTimeToInstant('2024-03-09', 12, 'America/New_York').toISOString()).toBe(
      '2024-03-09T17:00:00.000Z',
    );
    expect(zonedTimeToInstant('2024-03-10', 12, 'America/New_York').toISOString()).toBe(
      '2024-03-10T16:00:00.000Z',
    );
    expect(zonedTimeToInstant('2024-06-01', 12, 'Asia/Kolkata').toISOString()).toBe(
      '2024-06-01T06:30:00.000Z',
    );
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA names and rejects the rest', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('dates far from today', () => {
  it('counts days in every year, also 0001-0099 (which Date.UTC would read as 1901-1999)', () => {
    expect(addDays('0050-06-01', 6)).toBe('0050-06-07');
    expect(addDays('1900-02-28', 1)).toBe('1900-03-01');
    expect(addDays('2200-12-31', 1)).toBe('2201-01-01');
    expect(addMonths('0099-12-31', 12)).toBe('0100-12-31');
  });
});

describe('time-zone names', () => {
  it('canonicalises any spelling of a zone and refuses unknown ones', () => {
    expect(canonicalTimeZone('europe/PARIS')).toBe('Europe/Paris');
    expect(canonicalTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone('Mars/Olympus')).toBeUndefined();
    expect(localDate(new Date('2024-06-01T23:30:00Z'), 'EUROPE/paris')).toBe('2024-06-02');
  });
});
