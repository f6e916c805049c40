import type { ReadingPosition } from '@quire/shared/schemas/reader';

type Place = { chapter: number; position: number };

/**
 * Whether this device may save its place over another device's (decision 031), per open book:
 * - `open`: save as usual;
 * - `held`: the "Continue from …" question is showing: nothing is saved;
 * - `stayed`: the reader chose to stay: nothing is saved until they really move away from `at`,
 *   and that move is saved as chosen;
 * - `jumping`: the reader chose the other place: nothing is saved until its chapter is shown.
 */
type GateState =
  | { state: 'open' }
  | { state: 'held'; last: Place | null }
  | { state: 'stayed'; at: Place | null }
  | { state: 'jumping'; to: number };

const gates = new Map<string, GateState>();
const conflictListeners = new Map<string, (server: ReadingPosition, local: Place) => void>();

export const gateOf = (bookId: string): GateState => gates.get(bookId) ?? { state: 'open' };

export const holdSaves = (bookId: string, last: Place | null = null) =>
  gates.set(bookId, { state: 'held', last });
export const openSaves = (bookId: string) => gates.delete(bookId);

/** "Go to Chapter N": saves wait until that chapter is on screen. */
export const jumpTo = (bookId: string, chapter: number) =>
  gates.set(bookId, { state: 'jumping', to: chapter });

/** "Stay here": the place shown now is where the reader stays. */
export function stayHere(bookId: string) {
  const gate = gateOf(bookId);
  gates.set(bookId, { state: 'stayed', at: gate.state === 'held' ? gate.last : null });
}

/** A real move: another chapter, or more than a small scroll. */
const movedAway = (from: Place, to: Place) =>
  from.chapter !== to.chapter || Math.abs(from.position - to.position) > 0.01;

/**
 * What to do with a place the saver is about to send: `send` (with `chosen` once the reader moved
 * on after staying), or `skip`.
 */
export function passGate(bookId: string, place: Place): { send: false } | { send: true; chosen: boolean } {
  const gate = gateOf(bookId);
  if (gate.state === 'open') return { send: true, chosen: false };
  if (gate.state === 'jumping') {
    if (place.chapter !== gate.to) return { send: false };
    gates.delete(bookId);
    return { send: true, chosen: false };
  }
  if (gate.state === 'held') {
    gates.set(bookId, { state: 'held', last: place });
    return { send: false };
  }
  if (gate.at === null) {
    gates.set(bookId, { state: 'stayed', at: place });
    return { send: false };
  }
  if (!movedAway(gate.at, place)) return { send: false };
  gates.delete(bookId);
  return { send: true, chosen: true };
}

/** The server kept another device's further place over this one's save: ask the reader. */
export function reportConflict(bookId: string, server: ReadingPosition, local: Place) {
  holdSaves(bookId, local);
  conflictListeners.get(bookId)?.(server, local);
}

export function onConflict(bookId: string, listener: (server: ReadingPosition, local: Place) => void) {
  conflictListeners.set(bookId, listener);
  return () => void conflictListeners.delete(bookId);
}
