import { describe, expect, it } from 'vitest';
import { createAuthVersions } from './auth-versions.js';
import type { AuthRow } from './users.repository.js';

/** A fake database: rows by id, a count of reads, and reads that can be held back. */
function fakeDatabase() {
  const rows = new Map<string, AuthRow>();
  const held: (() => void)[] = [];
  let hold = false;
  const db = {
    reads: 0,
    rows,
    hold(on: boolean) {
      hold = on;
    },
    release() {
      for (const go of held.splice(0)) go();
    },
    async load(id: string) {
      db.reads += 1;
      const row = rows.get(id);
      const answer = row ? { ...row } : undefined;
      if (hold) await new Promise<void>((resolve) => held.push(resolve));
      return answer;
    },
  };
  return db;
}

const reader = (tokenVersion: number): AuthRow => ({ id: 'u1', role: 'reader', tokenVersion });

describe('token-version cache', () => {
  it('answers a known user from memory (exact mode: one read)', async () => {
    const db = fakeDatabase();
    db.rows.set('u1', reader(0));
    const versions = createAuthVersions({ mode: 'exact', load: db.load });
    expect(await versions.lookup('u1')).toEqual(reader(0));
    expect(await versions.lookup('u1')).toEqual(reader(0));
    expect(db.reads).toBe(1);
  });

  it('reads the database again after forget, and sees the new version', async () => {
    const db = fakeDatabase();
    db.rows.set('u1', reader(0));
    const versions = createAuthVersions({ mode: 'exact', load: db.load });
    await versions.lookup('u1');
    db.rows.set('u1', reader(1));
    expect((await versions.lookup('u1'))?.tokenVersion).toBe(0);
    versions.forget('u1');
    expect((await versions.lookup('u1'))?.tokenVersion).toBe(1);
    expect(db.reads).toBe(2);
  });

  it('never remembers a read that started before the user was forgotten', async () => {
    const db = fakeDatabase();
    db.rows.set('u1', reader(0));
    const versions = createAuthVersions({ mode: 'exact', load: db.load });
    db.hold(true);
    const inFlight = versions.lookup('u1');
    // The revocation commits and forgets the user while the old row is on its way back.
    db.rows.set('u1', reader(1));
    versions.forget('u1');
    db.release();
    db.hold(false);
    expect((await inFlight)?.tokenVersion).toBe(0);
    expect((await versions.lookup('u1'))?.tokenVersion).toBe(1);
  });

  it('does not remember users that do not exist', async () => {
    const db = fakeDatabase();
    const versions = createAuthVersions({ mode: 'exact', load: db.load });
    expect(await versions.lookup('u1')).toBeUndefined();
    db.rows.set('u1', reader(0));
    expect(await versions.lookup('u1')).toEqual(reader(0));
  });

  it('broadcast mode remembers nothing until subscribed, and forgets everything when the feed drops', async () => {
    const db = fakeDatabase();
    db.rows.set('u1', reader(0));
    const versions = createAuthVersions({ mode: 'broadcast', load: db.load });
    await versions.lookup('u1');
    await versions.lookup('u1');
    expect(db.reads).toBe(2);
    versions.setLive(true);
    await versions.lookup('u1');
    await versions.lookup('u1');
    expect(db.reads).toBe(3);
    versions.setLive(false);
    expect(versions.size).toBe(0);
    await versions.lookup('u1');
    expect(db.reads).toBe(4);
  });
});
