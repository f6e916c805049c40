import { describe, expect, it } from 'vitest';
import { gateOf, holdSaves, jumpTo, openSaves, passGate, stayHere } from './sync-gate';

describe('saving over another device’s place', () => {
  it('saves as usual when nothing is on offer', () => {
    expect(passGate('open-book', { chapter: 1, position: 0.2 })).toEqual({ send: true, chosen: false });
  });

  it('saves nothing while the question shows, and after Stay only a real move, as chosen', () => {
    const book = 'stay-book';
    holdSaves(book);
    expect(passGate(book, { chapter: 1, position: 0.3 })).toEqual({ send: false });
    stayHere(book);
    expect(passGate(book, { chapter: 1, position: 0.305 })).toEqual({ send: false });
    expect(passGate(book, { chapter: 1, position: 0.4 })).toEqual({ send: true, chosen: true });
    expect(gateOf(book)).toEqual({ state: 'open' });
  });

  it('after Stay with nothing shown yet, the first place is where the reader stays', () => {
    const book = 'stay-first';
    holdSaves(book);
    stayHere(book);
    expect(passGate(book, { chapter: 2, position: 0 })).toEqual({ send: false });
    expect(passGate(book, { chapter: 3, position: 0 })).toEqual({ send: true, chosen: true });
  });

  it('after Go to, waits for that chapter', () => {
    const book = 'jump-book';
    jumpTo(book, 7);
    expect(passGate(book, { chapter: 2, position: 0.5 })).toEqual({ send: false });
    expect(passGate(book, { chapter: 7, position: 0 })).toEqual({ send: true, chosen: false });
    openSaves(book);
  });
});
