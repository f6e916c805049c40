import type { ReadingPosition } from '@quire/shared/schemas/reader';
import { useCallback, useEffect, useRef, useState } from 'react';
import { markSynced, unseenOtherPlace, writeDeviceSync } from '@/lib/offline/position-sync-store';
import { holdSaves, jumpTo, onConflict, openSaves, stayHere } from '../lib/sync-gate';

type Place = { chapter: number; position: number };
export interface PlaceConflict {
  /** The server's place, saved on another device. */
  server: ReadingPosition & { chapter: number };
  /** Where this device was. */
  local: Place;
}

/**
 * Position sync when a book opens (decision 031): if another device moved the book's place since
 * this device last synced, the book opens at this device's own place and `conflict` asks
 * "Continue from …?"; `jump` goes there, `stay` keeps this place without overwriting the other
 * one until the reader moves on. The same question comes back when a save of this device meets a
 * further place read elsewhere.
 */
export function useDeviceSync(bookId: string, position: ReadingPosition | undefined, settled: boolean) {
  const initial = useRef<PlaceConflict | null | undefined>(undefined);
  if (initial.current === undefined && settled) {
    const found = unseenOtherPlace(bookId, position);
    initial.current = found && found.server.chapter !== found.local.chapter ? (found as PlaceConflict) : null;
    // Decided before the chapter shows, so its first scroll report is not saved over the other place.
    if (initial.current) holdSaves(bookId);
    else openSaves(bookId);
  }
  const [conflict, setConflict] = useState<PlaceConflict | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, when the place is known
  useEffect(() => {
    if (!settled) return;
    if (initial.current) setConflict(initial.current);
    else if (position) markSynced(bookId, position);
  }, [settled, bookId]);

  useEffect(
    () =>
      onConflict(bookId, (server, local) => {
        if (server.chapter !== null && server.chapter !== local.chapter)
          setConflict({ server: { ...server, chapter: server.chapter }, local });
        else {
          markSynced(bookId, server);
          openSaves(bookId);
        }
      }),
    [bookId],
  );
  useEffect(() => () => void openSaves(bookId), [bookId]);

  /** Goes to the other device's place: answers where to open. */
  const jump = useCallback(() => {
    if (!conflict) return null;
    const { server } = conflict;
    markSynced(bookId, server);
    writeDeviceSync(bookId, {
      place: {
        chapter: server.chapter,
        position: server.position,
        readAt: server.readAt ?? new Date().toISOString(),
      },
    });
    jumpTo(bookId, server.chapter);
    setConflict(null);
    return { chapter: server.chapter, position: server.position };
  }, [bookId, conflict]);

  const stay = useCallback(() => {
    if (!conflict) return;
    markSynced(bookId, conflict.server);
    stayHere(bookId);
    setConflict(null);
  }, [bookId, conflict]);

  return { openAt: initial.current?.local ?? null, conflict, jump, stay };
}
