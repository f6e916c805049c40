import type { ReadingPosition } from '@quire/shared/schemas/reader';

/**
 * What this device knows of a book's place (decision 031), kept in local storage per book:
 * `syncedAt`, the server's readAt it last saw, and `place`, where the reader was on this device.
 */
export interface DeviceSync {
  syncedAt: string | null;
  place: { chapter: number; position: number; readAt: string } | null;
}

const key = (bookId: string) => `quire-sync:${bookId}`;

export function readDeviceSync(bookId: string): DeviceSync {
  try {
    const raw = localStorage.getItem(key(bookId));
    if (raw) return JSON.parse(raw) as DeviceSync;
  } catch {
    // Unreadable: as if never synced.
  }
  return { syncedAt: null, place: null };
}

export function writeDeviceSync(bookId: string, update: Partial<DeviceSync>) {
  try {
    localStorage.setItem(key(bookId), JSON.stringify({ ...readDeviceSync(bookId), ...update }));
  } catch {
    // Storage full or refused: the next open asks the server as a new device would.
  }
}

/** The server's answer has been seen: its readAt is this device's sync point. */
export function markSynced(bookId: string, answer: ReadingPosition) {
  if (answer.readAt) writeDeviceSync(bookId, { syncedAt: answer.readAt });
}

/**
 * Another device's place that this device has not seen: the server's place, saved elsewhere
 * after this device's last sync, while this device has a different place of its own.
 */
export function unseenOtherPlace(bookId: string, server: ReadingPosition | undefined) {
  if (!server?.fromOtherDevice || server.chapter === null || !server.readAt) return null;
  const { syncedAt, place } = readDeviceSync(bookId);
  if (!place) return null;
  if (syncedAt && Date.parse(syncedAt) >= Date.parse(server.readAt)) return null;
  const same = place.chapter === server.chapter && Math.abs(place.position - server.position) < 0.01;
  return same ? null : { server, local: place };
}
