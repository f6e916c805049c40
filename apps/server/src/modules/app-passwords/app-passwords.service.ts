import { APP_PASSWORDS_MAX, type AppPassword, BOOKS_OUT_MESSAGES } from '@quire/shared';
import { conflict, notFound } from '../../errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import {
  hashAppPasswordSecret,
  hashKoreaderKey,
  koreaderKeyHashes,
  newAppPasswordSecret,
  normaliseAppPasswordSecret,
} from './app-password-secret.js';
import type { AppPasswordRow, AppPasswordsRepository } from './app-passwords.repository.js';

/** A caller signed in by an app password, and which one. */
export type MatchedAppPassword = AuthUser & { appPasswordId: string };

const present = (row: AppPasswordRow): AppPassword => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
});

/**
 * Per-device app passwords for e-reader apps: the caller's own only. The secret is answered once,
 * at creation; only its hash is kept.
 */
export function createAppPasswordsService(repo: AppPasswordsRepository, now: () => Date = () => new Date()) {
  return {
    async list(userId: string) {
      return (await repo.listLive(userId)).map(present);
    },

    async create(userId: string, name: string) {
      if ((await repo.countLive(userId)) >= APP_PASSWORDS_MAX)
        throw conflict(BOOKS_OUT_MESSAGES.appPasswordLimit, 'APP_PASSWORD_LIMIT');
      const secret = newAppPasswordSecret();
      const row = await repo.insert(
        userId,
        name,
        hashAppPasswordSecret(normaliseAppPasswordSecret(secret)!),
        koreaderKeyHashes(secret),
      );
      if (!row) throw notFound(BOOKS_OUT_MESSAGES.appPasswordNotFound);
      return { message: BOOKS_OUT_MESSAGES.appPasswordCreated, appPassword: present(row), secret };
    },

    async revoke(userId: string, id: string) {
      if (!(await repo.delete(userId, id))) throw notFound(BOOKS_OUT_MESSAGES.appPasswordNotFound);
      return { message: BOOKS_OUT_MESSAGES.appPasswordRevoked };
    },

    /**
     * The user whose live app password this is (with that e-mail) and the password's id, noting
     * its use; else undefined.
     */
    async match(email: string, typed: string): Promise<MatchedAppPassword | undefined> {
      const normalised = normaliseAppPasswordSecret(typed);
      if (!normalised) return undefined;
      const row = await repo.findLive(email, hashAppPasswordSecret(normalised));
      if (!row) return undefined;
      await repo.touch(row.appPasswordId, now());
      return { id: row.id, role: row.role, appPasswordId: row.appPasswordId };
    },
    /**
     * The user whose live app password KOReader's key is (the MD5 of the password, decision 055)
     * with that e-mail, noting its use; else undefined.
     */
    async matchKoreader(email: string, key: string): Promise<MatchedAppPassword | undefined> {
      if (!/^[0-9a-f]{32}$/i.test(key)) return undefined;
      const row = await repo.findLiveByKoreaderKey(email, hashKoreaderKey(key));
      if (!row) return undefined;
      await repo.touch(row.appPasswordId, now());
      return { id: row.id, role: row.role, appPasswordId: row.appPasswordId };
    },

    /**
     * The user of an app password matched earlier, while it is still live (not revoked, no token
     * revocation since) and that e-mail still signs in to it; else undefined.
     */
    async stillLive(appPasswordId: string, email: string): Promise<AuthUser | undefined> {
      const row = await repo.findLiveById(appPasswordId, email);
      return row && { id: row.id, role: row.role };
    },

    /** After a token revocation: the app passwords it revoked are deleted (they no longer work already). */
    dropRevoked: (userId: string) => repo.deleteRevoked(userId),
  };
}

export type AppPasswordsService = ReturnType<typeof createAppPasswordsService>;
