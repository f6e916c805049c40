import { growingLru } from '../../lib/growing-lru.js';
import type { AuthRow } from './users.repository.js';

/**
 * The user row every authenticated request needs (id, role, token version), remembered per
 * instance so a request does not pay a second database round trip (decision 037).
 *
 * Coherence comes from `forget`: every change of a token version or of a user's existence (password
 * change, log out everywhere, account deletion) forgets the user on this instance, and with Redis
 * on every instance. A lookup that was already on its way to the database when the user was
 * forgotten answers its caller but is not remembered, so an old version can never be stored after
 * the change that replaced it.
 *
 * - `exact`: one process owns the database (PGlite). Every change goes through this instance, so
 *   the cache is exactly coherent and entries live until evicted.
 * - `ttl`: several instances may share the database and nothing tells them of a change (PostgreSQL
 *   without Redis): an entry lives `ttlMs`, which bounds how long another instance may still
 *   accept a revoked token.
 * - `broadcast`: changes reach every instance through Redis pub/sub. Entries live `ttlMs` as a
 *   backstop; while the subscription is down nothing is remembered (every request reads the
 *   database), and everything is forgotten when it comes back (messages may have been missed).
 */
export type AuthVersionsMode = 'exact' | 'ttl' | 'broadcast';

export interface AuthVersionsOptions {
  mode: AuthVersionsMode;
  /** Reads the row from the database (the prepared auth lookup). */
  load: (userId: string) => Promise<AuthRow | undefined>;
  /** Entry lifetime for `ttl` and `broadcast`. */
  ttlMs?: number;
  /** Users remembered at most (least recently used forgotten first). */
  max?: number;
}

export interface AuthVersions {
  readonly mode: AuthVersionsMode;
  /** The user's row, from memory when it is known to be current, else from the database. */
  lookup(userId: string): Promise<AuthRow | undefined>;
  /** The user's token version or existence changed: read the database next time. */
  forget(userId: string): void;
  /** Forgets everyone (the change feed was interrupted). */
  clear(): void;
  /** Whether lookups may be answered from memory (`broadcast`: only while subscribed). */
  setLive(live: boolean): void;
  readonly size: number;
}

/** Defaults: 1 s without a change feed (the revocation bound), 60 s as a backstop with one. */
export const AUTH_VERSIONS_TTL_MS = { ttl: 1000, broadcast: 60_000 } as const;
const MAX_USERS = 50_000;

export function createAuthVersions(options: AuthVersionsOptions): AuthVersions {
  const { mode, load } = options;
  const ttl = mode === 'exact' ? 0 : (options.ttlMs ?? AUTH_VERSIONS_TTL_MS[mode]);
  const cache = growingLru<string, AuthRow>(
    options.max ?? MAX_USERS,
    ttl > 0 ? { ttl, ttlAutopurge: false } : {},
  );
  // Bumped by every forget/clear: a lookup started before a change stores nothing.
  let generation = 0;
  let live = mode !== 'broadcast';

  return {
    mode,
    async lookup(userId) {
      if (live) {
        const hit = cache.get(userId);
        if (hit) return hit;
      }
      const started = generation;
      const row = await load(userId);
      if (row && live && generation === started) cache.set(userId, row);
      return row;
    },
    forget(userId) {
      generation += 1;
      cache.delete(userId);
    },
    clear() {
      generation += 1;
      cache.clear();
    },
    setLive(value) {
      if (mode !== 'broadcast') return;
      generation += 1;
      cache.clear();
      live = value;
    },
    get size() {
      return cache.size;
    },
  };
}
