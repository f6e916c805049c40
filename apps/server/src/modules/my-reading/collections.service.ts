import {
  type Collection,
  type CollectionInput,
  type CollectionUpdate,
  READING_MESSAGES,
} from '@quire/shared';
import { notFound } from '../../errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { type BookLookup, requireBook } from '../../policies/index.js';
import type { CollectionRow, CollectionsRepository } from './collections.repository.js';
import { presentCollection } from './reading.presenter.js';

/** The caller's custom collections. Another user's collection is answered 404, never shown. */
export function createCollectionsService({
  collections,
  access,
}: {
  collections: CollectionsRepository;
  /** Whether the caller may see a book (a draft is its owner's alone). */
  access: BookLookup;
}) {
  async function present(row: CollectionRow): Promise<Collection> {
    return presentCollection(row, await collections.booksOf([row.id]));
  }

  async function ownCollection(userId: string, id: string): Promise<CollectionRow> {
    const row = await collections.findForUser(userId, id);
    if (!row) throw notFound(READING_MESSAGES.collectionNotFound);
    return row;
  }

  return {
    async list(userId: string): Promise<Collection[]> {
      const rows = await collections.listForUser(userId);
      const books = await collections.booksOf(rows.map((r) => r.id));
      return rows.map((row) =>
        presentCollection(
          row,
          books.filter((b) => b.collectionId === row.id),
        ),
      );
    },

    async create(userId: string, input: CollectionInput): Promise<Collection> {
      const row = await collections.insert(userId, {
        name: input.name.trim(),
        description: (input.description ?? '').trim(),
      });
      return presentCollection(row, []);
    },

    async update(userId: string, id: string, input: CollectionUpdate): Promise<Collection> {
      await ownCollection(userId, id);
      const row = await collections.update(userId, id, input);
      if (!row) throw notFound(READING_MESSAGES.collectionNotFound);
      return present(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await collections.delete(userId, id))) throw notFound(READING_MESSAGES.collectionNotFound);
    },

    async addBook(user: AuthUser, id: string, bookId: string): Promise<Collection> {
      await ownCollection(user.id, id);
      await requireBook(access, user, bookId);
      await collections.addBook(id, bookId);
      return present(await ownCollection(user.id, id));
    },

    async removeBook(userId: string, id: string, bookId: string): Promise<Collection> {
      await ownCollection(userId, id);
      await collections.removeBook(id, bookId);
      return present(await ownCollection(userId, id));
    },
  };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;
