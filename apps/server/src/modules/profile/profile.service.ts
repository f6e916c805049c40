import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  AVATAR_PREVIEW_SIZE,
  type ChangePasswordBody,
  DEFAULT_PRIVACY_SETTINGS,
  IMAGE_MAX_BYTES,
  ownImageIdOf,
  ownImageUrl,
  type PublicProfile,
} from '@quire/shared';
import { sharp } from '../../lib/image-processing.js';
import { AppError, notFound, tooManyRequests } from '../../errors.js';
import type { EventBus } from '../../events.js';
import type { AttemptLimiter } from '../../plugins/attempt-limiter.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { TokenService } from '../auth/token.service.js';
import { presentUser } from '../../lib/user.presenter.js';
import { AVATAR_SIZING, processImage } from '../../lib/image-processing.js';
import type { createImagesRepository } from '../images/images.repository.js';
import { squareAvatarInput } from './avatar-input.js';
import { presentProfileBook, presentShelfBook } from './profile.presenter.js';
import type { ProfileRepository } from './profile.repository.js';

const PASSWORD_WINDOW_SECONDS = 15 * 60;

export interface ProfileServiceDeps {
  repository: ProfileRepository;
  /** A user's lifetime books, pages and minutes, from the reading stats. */
  readingTotals: (userId: string) => Promise<{ books: number; pages: number; minutes: number }>;
  images: ReturnType<typeof createImagesRepository>;
  tokens: TokenService;
  limiter: AttemptLimiter;
  events: EventBus;
  /** Wrong current-password attempts allowed per user per 15 minutes. */
  passwordAttempts: number;
  log: { warn(obj: object, msg: string): void };
}

export function createProfileService(deps: ProfileServiceDeps) {
  const { repository, tokens, limiter, events } = deps;

  /** Checks the caller's own password, with a per-user budget of wrong guesses. */
  async function confirmPassword(userId: string, password: string, wrongMessage: string) {
    const budget = {
      key: `account:password:${userId}`,
      limit: deps.passwordAttempts,
      windowSeconds: PASSWORD_WINDOW_SECONDS,
    };
    // Consumed before the password is checked, so parallel guesses cannot outrun the count.
    if (!(await limiter.consume([budget]))) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts);
    const user = await repository.findUser(userId);
    if (!user) throw notFound(ACCOUNT_MESSAGES.userNotFound);
    if (!(await verifyPassword(user.passwordHash, password)))
      throw new AppError(400, 'WRONG_PASSWORD', wrongMessage);
    await limiter.reset(budget.key, budget.limit, budget.windowSeconds);
    return user;
  }

  /** Removing an image is housekeeping: a failure must not fail the request that caused it. */
  async function dropImage(imageId: string | null | undefined) {
    if (!imageId) return;
    await deps.images
      .deleteIfUnused(imageId)
      .catch((error) => deps.log.warn({ err: error }, 'image cleanup failed'));
  }

  return {
    async uploadAvatar(userId: string, buffer: Buffer) {
      let processed: Awaited<ReturnType<typeof processImage>>;
      try {
        processed = await processImage(await squareAvatarInput(buffer), AVATAR_SIZING, IMAGE_MAX_BYTES);
      } catch (error) {
        // The image module speaks of covers; an avatar upload deserves its own words.
        if (error instanceof AppError && error.statusCode === 413)
          throw new AppError(413, error.code, ACCOUNT_MESSAGES.avatarTooLarge);
        throw error;
      }
      const stored = await deps.images.store(processed, userId);
      const { row, previousImageId } = await repository.setAvatar(userId, stored.id);
      if (!row) throw notFound(ACCOUNT_MESSAGES.userNotFound);
      if (previousImageId && previousImageId !== stored.id) await dropImage(previousImageId);
      const user = presentUser(row);
      // The spec's client shows the answer's bytes: a small square copy keeps the answer small.
      const preview = await sharp(processed.data)
        .resize(AVATAR_PREVIEW_SIZE, AVATAR_PREVIEW_SIZE, { fit: 'cover' })
        .webp({ quality: 80 })
        .toBuffer();
      return {
        message: ACCOUNT_MESSAGES.avatarUpdated,
        avatar: { contentType: 'image/webp', data: [...preview] },
        avatarUrl: ownImageUrl(stored.id),
        user,
      };
    },

    async changePassword(userId: string, body: ChangePasswordBody) {
      await confirmPassword(userId, body.currentPassword, ACCOUNT_MESSAGES.currentPasswordWrong);
      if (body.currentPassword === body.newPassword)
        throw new AppError(400, 'SAME_PASSWORD', ACCOUNT_MESSAGES.samePassword);
      const version = await repository.setPasswordAndRevokeTokens(
        userId,
        await hashPassword(body.newPassword),
      );
      if (version === undefined) throw notFound(ACCOUNT_MESSAGES.userNotFound);
      events.emit('user.sessions.revoked', { userId });
      const token = await tokens.sign({ userId, tokenVersion: version });
      return { message: ACCOUNT_MESSAGES.passwordChanged, token };
    },

    async logoutEverywhere(userId: string) {
      const version = await repository.revokeTokens(userId);
      if (version === undefined) throw notFound(ACCOUNT_MESSAGES.userNotFound);
      events.emit('user.sessions.revoked', { userId });
      return { message: ACCOUNT_MESSAGES.loggedOutEverywhere };
    },

    async deleteAccount(userId: string, password: string, keepBooks: boolean) {
      await confirmPassword(userId, password, ACCOUNT_MESSAGES.passwordWrong);
      const result = await repository.deleteAccount(userId, keepBooks);
      if (!result.found) throw notFound(ACCOUNT_MESSAGES.userNotFound);
      if (result.removedBooks.length > 0) events.emit('books.removed', { books: result.removedBooks });
      events.emit('user.deleted', { userId });
      await dropImage(result.avatarImageId);
      if (!keepBooks) for (const book of result.ownedBooks) await dropImage(ownImageIdOf(book.coverImage));
      return {
        message: ACCOUNT_MESSAGES.accountDeleted,
        deletedBooks: keepBooks ? 0 : result.ownedBooks.length,
        keptBooks: keepBooks ? result.ownedBooks.length : 0,
      };
    },

    /**
     * Another reader's profile as their privacy settings allow; the owner sees everything.
     * A private profile shows the name alone.
     */
    async getPublicProfile(viewerId: string, userId: string): Promise<PublicProfile> {
      const user = await repository.findUser(userId);
      if (!user) throw notFound(ACCOUNT_MESSAGES.userNotFound);
      const isOwner = viewerId === user.id;
      const privacy = { ...DEFAULT_PRIVACY_SETTINGS, ...user.privacySettings };
      if (!isOwner && !privacy.publicProfile)
        return { _id: user.id, name: user.name, isOwner, isPublic: false };

      const showShelf = isOwner || privacy.showBookshelf;
      const showActivity = isOwner || privacy.showReadingActivity;
      const [published, shelf, activity] = await Promise.all([
        repository.listPublishedBooks(user.id),
        showShelf ? repository.listShelf(user.id) : Promise.resolve(undefined),
        showActivity
          ? Promise.all([repository.readingActivity(user.id), deps.readingTotals(user.id)])
          : Promise.resolve(undefined),
      ]);
      return {
        _id: user.id,
        name: user.name,
        isOwner,
        isPublic: privacy.publicProfile,
        avatar: presentUser(user).avatar,
        bio: user.bio,
        memberSince: user.createdAt.toISOString(),
        publishedBooks: published.map(presentProfileBook),
        ...(isOwner
          ? {
              visibleToOthers: {
                bookshelf: privacy.publicProfile && privacy.showBookshelf,
                readingActivity: privacy.publicProfile && privacy.showReadingActivity,
              },
            }
          : {}),
        ...(shelf ? { bookshelf: shelf.map(presentShelfBook) } : {}),
        ...(activity
          ? {
              readingActivity: {
                booksCompleted: activity[1].books,
                booksReading: activity[0].booksReading,
                pagesRead: activity[1].pages,
                minutesRead: activity[1].minutes,
              },
            }
          : {}),
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
