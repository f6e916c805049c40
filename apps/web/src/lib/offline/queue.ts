import { OFFLINE_MESSAGES } from '@quire/shared/messages/offline';
import { isApiError, send } from '../api-client';
import { randomId } from '../random-id';
import type { ReadingPosition } from '@quire/shared/schemas/reader';
import { getToken, subscribeToToken } from '../token-storage';
import {
  appendSyncLog,
  hasIndexedDb,
  offlineDb,
  type QueuedWrite,
  updateOfflinePosition,
} from './offline-db';
import { writeDeviceSync } from './position-sync-store';
import { isNetworkFailure, isOnline } from './network';
import { holdChapterDraft } from './held-chapter-drafts';
import { signedInUserId, tokenUserId } from './queue-owner';

type Listener = () => void;
type AnswerListener = (item: QueuedWrite, answer: unknown) => void;

const listeners = new Set<Listener>();
const answerListeners = new Set<AnswerListener>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Called after the queue changes (an item added, sent or dropped). */
export function onQueueChange(listener: Listener) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Called with the server's answer to each queued write once it is sent. */
export function onQueuedAnswer(listener: AnswerListener) {
  answerListeners.add(listener);
  return () => void answerListeners.delete(listener);
}

/** How many writes wait for the signed-in user; another user's waiting writes are not theirs to see. */
export async function queuedCount(ownerId = signedInUserId()) {
  if (!hasIndexedDb() || !ownerId) return 0;
  const items = await (await offlineDb()).getAll('queue');
  return items.filter((item) => item.ownerId === ownerId).length;
}

type NewWrite = Omit<QueuedWrite, 'key' | 'createdAt' | 'attempts' | 'seq' | 'ownerId'> & { ownerId: string };

// Writes are noted in local storage (synchronous) before IndexedDB (asynchronous): a page that
// closes while offline — the reader's last save is sent on pagehide — still keeps its write.
const PENDING_KEY = 'quire-pending-writes';

function readPending(): QueuedWrite[] {
  try {
    return JSON.parse(localStorage.getItem(PENDING_KEY) ?? '[]') as QueuedWrite[];
  } catch {
    return [];
  }
}

function writePending(items: QueuedWrite[]) {
  try {
    if (items.length === 0) localStorage.removeItem(PENDING_KEY);
    else localStorage.setItem(PENDING_KEY, JSON.stringify(items));
  } catch {
    // No room: the write still goes to IndexedDB.
  }
}

/**
 * Stores one write; a position replaces an older one of the same user waiting for the same book,
 * never a newer one (another user's place in that book is theirs and stays).
 */
async function storeQueued(item: QueuedWrite) {
  const db = await offlineDb();
  const tx = db.transaction('queue', 'readwrite');
  let cursor = await tx.store.openCursor();
  let keep = true;
  while (cursor) {
    const queued = cursor.value;
    if (queued.key === item.key) keep = false;
    else if (
      ((item.kind === 'position' && queued.bookId === item.bookId) ||
        // A chapter's newer text replaces the one still waiting (it starts from the same revision).
        (item.kind === 'chapterDraft' && queued.path === item.path)) &&
      queued.kind === item.kind &&
      queued.ownerId === item.ownerId
    ) {
      if (queued.createdAt <= item.createdAt) await cursor.delete();
      else keep = false;
    }
    cursor = await cursor.continue();
  }
  if (keep) await tx.store.add(item);
  await tx.done;
}

/** Moves writes noted in local storage (a page closed before storing them) into the queue. */
async function adoptPending() {
  const pending = readPending();
  if (pending.length === 0) return;
  for (const item of pending) await storeQueued(item);
  const adopted = new Set(pending.map((item) => item.key));
  writePending(readPending().filter((item) => !adopted.has(item.key)));
}

/**
 * Keeps a write on the device until it can be sent. Positions coalesce: a new one for a book
 * replaces the one still waiting (it carries its own read time, so order is kept by the server's
 * rule, decision 031); bookmarks, reading sessions and highlights are each sent, in the order they
 * were made. It belongs to `ownerId` (the user signed in as it was made) and is only ever sent with
 * that user's token. Resolves with the write's key (its Idempotency-Key).
 */
export async function enqueueWrite(write: NewWrite): Promise<string> {
  const item: QueuedWrite = { ...write, key: randomId(), createdAt: new Date().toISOString(), attempts: 0 };
  writePending([...readPending(), item]);
  await storeQueued(item);
  writePending(readPending().filter((pending) => pending.key !== item.key));
  notify();
  scheduleFlush(0);
  return item.key;
}

/**
 * Sends a write now, or, without a connection (the browser says it is offline, or the call got no
 * answer), runs `whenOffline` with the id of the user making it: the caller queues it as theirs
 * and answers with what the device now knows. With nobody signed in nothing is queued.
 */
export async function sendOrQueue<T>(
  send: () => Promise<T>,
  whenOffline: (ownerId: string) => Promise<T>,
): Promise<T> {
  // Taken as the write is made: a call that times out can end after another user has signed in.
  const ownerId = signedInUserId();
  if (ownerId === null) return send();
  if (!isOnline()) return whenOffline(ownerId);
  try {
    return await send();
  } catch (error) {
    if (isNetworkFailure(error)) return whenOffline(ownerId);
    throw error;
  }
}

const BACKOFF_START_MS = 1000;
const BACKOFF_MAX_MS = 60_000;
let backoff = BACKOFF_START_MS;
let timer: ReturnType<typeof setTimeout> | undefined;
let flushing: Promise<void> | null = null;
let flushAgain = false;

function scheduleFlush(delay: number) {
  clearTimeout(timer);
  timer = setTimeout(() => void flushQueue(), delay);
}

/** A 4xx the server will answer again, whatever the retry: the write is dropped (and noted). */
const isFinalRefusal = (error: unknown) =>
  isApiError(error) &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 408, 409, 429].includes(error.status);

type Db = Awaited<ReturnType<typeof offlineDb>>;

/** The oldest write waiting for this user; other users' writes are passed over, not touched. */
async function oldestWriteOf(db: Db, ownerId: string) {
  let cursor = await db.transaction('queue').store.openCursor();
  while (cursor && cursor.value.ownerId !== ownerId) cursor = await cursor.continue();
  return cursor?.value;
}

/**
 * Writes queued by versions of the app that did not record whose they were are dropped, once, with
 * a note in the sync log, and never sent. Their owner cannot be known: the token on the device may
 * be another user's (sending them with it is how a private note reached the wrong account), and
 * kept unsent they would sit on the device, private notes included, with nobody to send them for.
 */
async function dropOwnerlessWrites(db: Db) {
  const tx = db.transaction('queue', 'readwrite');
  const dropped: string[] = [];
  let cursor = await tx.store.openCursor();
  while (cursor) {
    if (!cursor.value.ownerId) {
      dropped.push(cursor.value.label);
      await cursor.delete();
    }
    cursor = await cursor.continue();
  }
  await tx.done;
  for (const label of dropped)
    await appendSyncLog(OFFLINE_MESSAGES.queueDropped(label, OFFLINE_MESSAGES.queueOwnerUnknown));
  if (dropped.length > 0) notify();
}

async function sendQueued() {
  await adoptPending();
  const db = await offlineDb();
  await dropOwnerlessWrites(db);
  for (;;) {
    // Asked before each write: whoever signs in or out meanwhile, a write goes out only with the
    // token of the user who made it. Other users' writes wait, untouched, for their owner.
    const token = getToken();
    const ownerId = tokenUserId(token);
    if (!ownerId) return true;
    const item = await oldestWriteOf(db, ownerId);
    if (!item) return true;
    try {
      const answer = await send(item.method, item.path, {
        body: item.body,
        headers: { 'Idempotency-Key': item.key, Authorization: `Bearer ${token}` },
      });
      await db.delete('queue', item.seq!);
      // Signed out meanwhile: the screen no longer shows this user's data, so the answer stays off it.
      if (signedInUserId() === ownerId) for (const listener of answerListeners) listener(item, answer.data);
    } catch (error) {
      if (item.kind === 'chapterDraft' && isApiError(error) && error.status === 409) {
        // Saved elsewhere meanwhile: never overwritten. This text waits on the device for its writer
        // to choose (the chapter's editor shows both versions).
        await db.delete('queue', item.seq!);
        holdChapterDraft({ ownerId, path: item.path, body: item.body, heldAt: new Date().toISOString() });
        await appendSyncLog(OFFLINE_MESSAGES.queueDropped(item.label, error.message), ownerId);
      } else if (isFinalRefusal(error)) {
        await db.delete('queue', item.seq!);
        const reason = isApiError(error) ? error.message : 'refused';
        await appendSyncLog(OFFLINE_MESSAGES.queueDropped(item.label, reason), ownerId);
      } else {
        // No connection, a 5xx, or a session that ended: keep it (and everything after it, in order).
        await db.put('queue', { ...item, attempts: item.attempts + 1 });
        if (!isNetworkFailure(error) && !isApiError(error)) throw error;
        return false;
      }
    } finally {
      notify();
    }
  }
}

/**
 * Sends what is waiting, oldest first. Runs on app start, when the connection returns, after
 * each new item, when a user signs in, and again with exponential backoff (1 s doubling to 1 min)
 * while it fails. Only the signed-in user's writes are sent. One tab at a time (Web Locks), so two
 * open tabs never send the same item together.
 */
export function flushQueue(): Promise<void> {
  if (!hasIndexedDb() || !isOnline()) return Promise.resolve();
  if (flushing) {
    // Asked again while sending (a new write, another user signed in): once more when this one ends.
    flushAgain = true;
    return flushing;
  }
  flushAgain = false;
  flushing = (async () => {
    let done = false;
    try {
      const run = () => sendQueued();
      done =
        'locks' in navigator
          ? await navigator.locks.request('quire-offline-queue', { ifAvailable: true }, (lock) =>
              lock ? run() : true,
            )
          : await run();
    } catch {
      done = false;
    } finally {
      flushing = null;
    }
    if (done) {
      backoff = BACKOFF_START_MS;
      // Asked for while it ran: a later request may find writes this run did not (another owner's).
      if (flushAgain) scheduleFlush(0);
    } else {
      scheduleFlush(backoff);
      backoff = Math.min(backoff * 2, BACKOFF_MAX_MS);
    }
  })();
  return flushing;
}

let started = false;

/** Starts sending queued writes: now, and whenever the connection returns. */
export function startOfflineQueue() {
  if (started || typeof window === 'undefined' || !hasIndexedDb()) return;
  started = true;
  // A queued place the server took is this device's new sync point; one it refused (a further
  // place read elsewhere) is left unseen, so the next open asks "Continue from …?".
  onQueuedAnswer((item, answer) => {
    if (item.kind !== 'position' || !item.bookId) return;
    const position = answer as ReadingPosition;
    if (position.applied === false || !position.readAt) return;
    writeDeviceSync(item.bookId, { syncedAt: position.readAt });
    void updateOfflinePosition(item.bookId, () => position).catch(() => undefined);
  });
  window.addEventListener('online', () => {
    backoff = BACKOFF_START_MS;
    void flushQueue();
  });
  // Someone signed in or out (here or in another tab): the waiting count is now theirs, and what
  // waits for the user now signed in goes out.
  subscribeToToken(() => {
    notify();
    backoff = BACKOFF_START_MS;
    scheduleFlush(0);
  });
  void flushQueue();
}
