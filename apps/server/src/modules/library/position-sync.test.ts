import { describe, expect, it } from 'vitest';
import { type IncomingPlace, isFurther, type StoredPlace, storedPlaceWins } from './position-sync.js';

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
const stored = (over: Partial<StoredPlace> = {}): StoredPlace => ({
  chapter: 5,
  position: 0.5,
  deviceId: 'phone',
  readAt: at(30),
  ...over,
});
const incoming = (over: Partial<IncomingPlace> = {}): IncomingPlace => ({
  chapter: 3,
  position: 0.1,
  deviceId: 'laptop',
  readAt: at(40),
  syncedAt: at(30),
  chosen: false,
  ...over,
});

describe('which reading position wins', () => {
  it('orders places by chapter, then position', () => {
    expect(isFurther({ chapter: 2, position: 0 }, { chapter: 1, position: 0.9 })).toBe(true);
    expect(isFurther({ chapter: 2, position: 0.5 }, { chapter: 2, position: 0.4 })).toBe(true);
    expect(isFurther({ chapter: 2, position: 0.4 }, { chapter: 2, position: 0.4 })).toBe(false);
  });

  it('takes any place when nothing is stored, or the stored one has no read time', () => {
    expect(storedPlaceWins(undefined, incoming())).toBe(false);
    expect(storedPlaceWins(stored({ chapter: null }), incoming())).toBe(false);
    expect(storedPlaceWins(stored({ readAt: null }), incoming())).toBe(false);
  });

  it('never lets an older read overwrite a newer one', () => {
    expect(storedPlaceWins(stored(), incoming({ deviceId: 'phone', readAt: at(10), chapter: 9 }))).toBe(true);
    expect(storedPlaceWins(stored(), incoming({ readAt: at(20), syncedAt: at(30) }))).toBe(true);
  });

  it('lets a device that saw the stored place move anywhere later', () => {
    expect(storedPlaceWins(stored(), incoming())).toBe(false);
  });

  it('when neither device saw the other, keeps the furthest place', () => {
    const unseen = { syncedAt: at(0) };
    expect(storedPlaceWins(stored(), incoming({ ...unseen, chapter: 3 }))).toBe(true);
    expect(storedPlaceWins(stored(), incoming({ ...unseen, chapter: 7, readAt: at(1) }))).toBe(false);
    expect(storedPlaceWins(stored(), incoming({ ...unseen, syncedAt: null, chapter: 3 }))).toBe(true);
    // The same place: the later read.
    expect(
      storedPlaceWins(stored(), incoming({ ...unseen, chapter: 5, position: 0.5, readAt: at(50) })),
    ).toBe(false);
  });

  it('lets the reader’s explicit choice win', () => {
    expect(storedPlaceWins(stored(), incoming({ syncedAt: at(0), chosen: true, readAt: at(1) }))).toBe(false);
  });

  it('treats saves without a device as reads at that moment', () => {
    expect(
      storedPlaceWins(stored(), incoming({ deviceId: null, syncedAt: null, chapter: 1, readAt: at(45) })),
    ).toBe(false);
  });
});
