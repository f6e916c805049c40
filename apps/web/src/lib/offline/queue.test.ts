import { OFFLINE_MESSAGES } from '@quire/shared/messages/offline';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inMemoryIdb } from '@/testing/in-memory-idb';

const idb = vi.hoisted(() => ({ current: null as null | { openDB: (...args: never[]) => unknown } }));
vi.mock('idb', () => ({ openDB: (...args: never[]) => idb.current!.openDB(...args) }));

// Fresh modules per test: the queue, its database handle and the token's listeners are module state.
let queue: typeof import('./queue');
let offlineDb: typeof import('./offline-db');
let tokens: typeof import('../token-storage');

const ALICE = '0b6f3c1e-0000-4000-8000-00000000000a';
const BRUNO = '0b6f3c1e-0000-4000-8000-00000000000b';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** A token shaped as the server signs them (the user id is the JWT subject); the signature is not checked here. */
const tokenFor = (userId: string) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ id: userId, sub: userId, ver: 0 })}.signature`;

const signInAs = (userId: string) => tokens.setToken(tokenFor(userId));

let online = true;
const sent: { path: string; authorization: string | null; body: unknown }[] = [];

beforeEach(async () => {
  idb.current = inMemoryIdb() as typeof idb.current;
  vi.resetModules();
  queue = await import('./queue');
  offlineDb = await import('./offline-db');
  tokens = await import('../token-storage');
  vi.stubGlobal('indexedDB', {});
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      const body = JSON.parse(String(init.body)) as unknown;
      sent.push({ path: url, authorization: headers.get('Authorization'), body });
      return new Response(JSON.stringify({ _id: `saved-${sent.length}` }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  // Only the flushes a test asks for run: the queue's own timers wait.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Makes a highlight the way the reader does without a connection, as whoever is signed in. */
async function highlightOffline(note: string, bookId = 'book-1') {
  online = false;
  await queue.sendOrQueue(
    () => Promise.reject(new Error('offline: not sent')),
    (ownerId) =>
      queue.enqueueWrite({
        kind: 'highlight',
        bookId,
        method: 'POST',
        path: `/api/books/${bookId}/chapters/1/highlights`,
        body: { paragraph: 0, start: 0, end: 4, quote: 'Dawn', color: 'blue', note },
        label: 'a highlight in chapter 1',
        ownerId,
      }),
  );
  online = true;
}

async function positionOffline(bookId: string, chapter: number) {
  online = false;
  await queue.sendOrQueue(
    () => Promise.reject(new Error('offline: not sent')),
    (ownerId) =>
      queue.enqueueWrite({
        kind: 'position',
        bookId,
        method: 'PUT',
        path: `/api/books/${bookId}/position`,
        body: { chapter, position: 0.5 },
        label: `your place in chapter ${chapter}`,
        ownerId,
      }),
  );
  online = true;
}

const stored = async () => (await offlineDb.offlineDb()).getAll('queue');
const notes = () => sent.map((request) => (request.body as { note?: string }).note);

describe('the offline write queue', () => {
  it('stores the signed-in user as the owner of each write made offline', async () => {
    signInAs(ALICE);
    await highlightOffline("Alice's private note");

    const [item] = await stored();
    expect(item).toMatchObject({ kind: 'highlight', ownerId: ALICE });
    expect(sent).toEqual([]);
  });

  it("sends writes only with their owner's token; another user's wait, kept and uncounted", async () => {
    signInAs(ALICE);
    await highlightOffline("Alice's private note");
    await highlightOffline("Alice's second note");
    tokens.clearToken();
    signInAs(BRUNO);
    await highlightOffline("Bruno's note");

    await queue.flushQueue();

    expect(notes()).toEqual(["Bruno's note"]);
    expect(sent[0]!.authorization).toBe(`Bearer ${tokenFor(BRUNO)}`);
    expect((await stored()).map((item) => [item.ownerId, (item.body as { note: string }).note])).toEqual([
      [ALICE, "Alice's private note"],
      [ALICE, "Alice's second note"],
    ]);
    expect(await queue.queuedCount()).toBe(0);
  });

  it('sends the held writes, in order, once their owner signs in again', async () => {
    signInAs(ALICE);
    await highlightOffline('first');
    await highlightOffline('second');
    signInAs(BRUNO);
    await queue.flushQueue();
    expect(sent).toEqual([]);

    queue.startOfflineQueue();
    signInAs(ALICE);
    expect(await queue.queuedCount()).toBe(2);
    await vi.runAllTimersAsync();

    expect(notes()).toEqual(['first', 'second']);
    expect(sent.every((request) => request.authorization === `Bearer ${tokenFor(ALICE)}`)).toBe(true);
    expect(await stored()).toEqual([]);
  });

  it('sends nothing while nobody is signed in, and keeps it', async () => {
    signInAs(ALICE);
    await highlightOffline('kept');
    tokens.clearToken();

    await queue.flushQueue();

    expect(sent).toEqual([]);
    expect(await stored()).toHaveLength(1);
  });

  it("counts only the signed-in user's waiting writes", async () => {
    signInAs(ALICE);
    await highlightOffline('one');
    await highlightOffline('two');
    signInAs(BRUNO);
    await positionOffline('book-1', 3);

    expect(await queue.queuedCount()).toBe(1);
    signInAs(ALICE);
    expect(await queue.queuedCount()).toBe(2);
  });

  it("never lets one user's place in a book replace another's", async () => {
    signInAs(ALICE);
    await positionOffline('book-1', 2);
    signInAs(BRUNO);
    await positionOffline('book-1', 5);
    await positionOffline('book-1', 6);

    expect(
      (await stored()).map((item) => [item.ownerId, (item.body as { chapter: number }).chapter]),
    ).toEqual([
      [ALICE, 2],
      [BRUNO, 6],
    ]);
  });

  it('does not queue a write when no user is signed in', async () => {
    online = false;
    const whenOffline = vi.fn(async () => 'queued');
    await expect(
      queue.sendOrQueue(() => Promise.reject(new Error('no connection')), whenOffline),
    ).rejects.toThrow('no connection');
    expect(whenOffline).not.toHaveBeenCalled();
  });

  it('drops a write queued without an owner (an earlier version) once, unsent, with a note in the sync log', async () => {
    const db = await offlineDb.offlineDb();
    await db.add('queue', {
      kind: 'highlight',
      bookId: 'book-1',
      method: 'POST',
      path: '/api/books/book-1/chapters/1/highlights',
      body: { paragraph: 0, start: 0, end: 4, quote: 'Dawn', color: 'blue', note: 'whose?' },
      key: 'legacy-key',
      label: 'a highlight in chapter 1',
      createdAt: new Date().toISOString(),
      attempts: 0,
    });
    signInAs(BRUNO);

    await queue.flushQueue();

    expect(sent).toEqual([]);
    expect(await stored()).toEqual([]);
    expect((await offlineDb.readSyncLog()).map((entry) => entry.text)).toEqual([
      OFFLINE_MESSAGES.queueDropped('a highlight in chapter 1', OFFLINE_MESSAGES.queueOwnerUnknown),
    ]);
  });

  it("keeps only a chapter's newest offline text, and holds it for its writer when the chapter was saved elsewhere meanwhile", async () => {
    const held = await import('./held-chapter-drafts');
    const path = '/api/books/book-1/chapters/ch-1/draft';
    const draft = (text: string) => ({
      title: 'Low Water',
      doc: { type: 'doc', content: [text] },
      baseRevision: 3,
    });
    signInAs(ALICE);
    online = false;
    for (const text of ['first', 'second']) {
      await queue.sendOrQueue(
        () => Promise.reject(new Error('offline: not sent')),
        (ownerId) =>
          queue.enqueueWrite({
            kind: 'chapterDraft',
            ownerId,
            bookId: 'book-1',
            method: 'PUT',
            path,
            body: draft(text),
            label: 'chapter “Low Water”',
          }),
      );
    }
    online = true;
    expect((await stored()).map((item) => item.body)).toEqual([draft('second')]);

    // Back online, the server refuses it: saved elsewhere since revision 3.
    vi.mocked(fetch).mockImplementationOnce(
      async () =>
        new Response(JSON.stringify({ message: 'saved elsewhere', code: 'REVISION_CONFLICT' }), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await queue.flushQueue();

    expect(await stored()).toEqual([]);
    expect(held.heldChapterDraft(ALICE, path)?.body).toEqual(draft('second'));
    expect(held.heldChapterDraft(BRUNO, path)).toBeUndefined();
    held.releaseHeldChapterDraft(ALICE, path);
    expect(held.heldChapterDraft(ALICE, path)).toBeUndefined();
  });
});
