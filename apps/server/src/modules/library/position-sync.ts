/**
 * Which place wins when a device saves a reading position (decision 031). Pure, so the rule is
 * tested on its own and applied inside the save's transaction by the library repository.
 */

export interface StoredPlace {
  chapter: number | null;
  position: number;
  deviceId: string | null;
  readAt: Date | null;
}

export interface IncomingPlace {
  chapter: number;
  position: number;
  deviceId: string | null;
  /** Already clamped to the server's now. */
  readAt: Date;
  /** The stored readAt the device last saw (null: it never synced this book). */
  syncedAt: Date | null;
  /** The reader explicitly picked this place over another device's. */
  chosen: boolean;
}

/** Later chapter, or the same chapter further down. */
export const isFurther = (
  a: { chapter: number; position: number },
  b: { chapter: number; position: number },
) => a.chapter > b.chapter || (a.chapter === b.chapter && a.position > b.position);

/**
 * True when the stored place must stay:
 * - a place the reader chose always wins (their decision is the newest fact);
 * - a place saved by another device after this device last synced (neither saw the other's, e.g.
 *   both read offline) loses only to a further place: the furthest wins, a tie goes to the later read;
 * - otherwise the later read wins: an older readAt never overwrites a newer one.
 */
export function storedPlaceWins(stored: StoredPlace | undefined, incoming: IncomingPlace): boolean {
  if (!stored || stored.chapter === null || stored.readAt === null) return false;
  if (incoming.chosen) return false;
  const storedAt = stored.readAt.getTime();
  const unseenOtherDevice =
    incoming.deviceId !== null &&
    stored.deviceId !== null &&
    stored.deviceId !== incoming.deviceId &&
    (incoming.syncedAt === null || incoming.syncedAt.getTime() < storedAt);
  if (unseenOtherDevice) {
    const storedPlace = { chapter: stored.chapter, position: stored.position };
    if (isFurther(incoming, storedPlace)) return false;
    if (isFurther(storedPlace, incoming)) return true;
  }
  return incoming.readAt.getTime() < storedAt;
}
