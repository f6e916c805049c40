import { ACCOUNT_MESSAGES, AUTH_MESSAGES, VALIDATION } from '@quire/shared';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import {
  books,
  chapters,
  chapterVotes,
  comments,
  goals,
  images,
  libraryEntries,
  likes,
  notifications,
  ratings,
  readingSessions,
  users,
} from '../../db/schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await useTestContext({ AUTH_EMAIL_LIMIT: '5' });
});

/** A multipart body with one file part, as a browser's FormData would send it. */
function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----quire${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = (width = 600, height = 400, color = { r: 192, g: 88, b: 58 }) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

const uploadAvatar = (user: TestUser, body: ReturnType<typeof multipart>) =>
  ctx.request({ method: 'POST', url: '/api/auth/user/avatar', token: user.token, ...body });

const imageCount = async () => (await ctx.app.db.select({ n: count() }).from(images))[0]!.n;

let isbnCounter = 0;
async function insertBook(ownerId: string | null, title = 'The Glass Orchard') {
  isbnCounter += 1;
  const [row] = await ctx.app.db
    .insert(books)
    .values({ ownerId, title, author: 'Someone', isbn: `978-profile-${isbnCounter}-${Date.now()}` })
    .returning();
  return row!;
}

describe('POST /api/auth/user/avatar', () => {
  it('stores a PNG as a square avatar and answers its URL with the user', async () => {
    const user = await ctx.signUp();
    const res = await uploadAvatar(user, multipart('avatar', 'me.png', 'image/png', await png(600, 400)));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.avatarUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    expect(body.user.avatar).toBe(body.avatarUrl);
    // The spec's shape: the picture's bytes, a small square.
    expect(body.avatar.contentType).toBe('image/webp');
    const preview = await sharp(Buffer.from(body.avatar.data)).metadata();
    expect([preview.width, preview.height]).toEqual([64, 64]);
    expect(body.message).toBe(ACCOUNT_MESSAGES.avatarUpdated);

    const image = await ctx.request({ method: 'GET', url: body.avatarUrl });
    expect(image.statusCode).toBe(200);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.width).toBe(meta.height);
    expect(meta.width).toBeLessThanOrEqual(512);

    const me = (await ctx.request({ method: 'GET', url: '/api/auth/user', token: user.token })).json();
    expect(me.avatar).toBe(body.avatarUrl);
  });

  it('makes a small, oblong picture square too', async () => {
    const user = await ctx.signUp();
    const res = await uploadAvatar(user, multipart('avatar', 'small.png', 'image/png', await png(120, 80)));
    expect(res.statusCode).toBe(200);
    const image = await ctx.request({ method: 'GET', url: res.json().avatarUrl });
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([80, 80]);
  });

  it('replaces the previous avatar and removes the unused image', async () => {
    const user = await ctx.signUp();
    const first = (
      await uploadAvatar(user, multipart('avatar', 'a.png', 'image/png', await png(300, 300)))
    ).json();
    const second = (
      await uploadAvatar(
        user,
        multipart('avatar', 'b.png', 'image/png', await png(300, 300, { r: 1, g: 2, b: 3 })),
      )
    ).json();
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect((await ctx.request({ method: 'GET', url: first.avatarUrl })).statusCode).toBe(404);
    expect((await ctx.request({ method: 'GET', url: second.avatarUrl })).statusCode).toBe(200);
  });

  it('refuses a file whose bytes are not an image with 415, whatever its name says, and stores nothing', async () => {
    const user = await ctx.signUp();
    const before = await imageCount();
    const res = await uploadAvatar(
      user,
      multipart('avatar', 'me.png', 'image/png', Buffer.from('<svg onload="alert(1)"></svg>'.repeat(20))),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.avatarNotAnImage);
    expect(await imageCount()).toBe(before);
    const me = (await ctx.request({ method: 'GET', url: '/api/auth/user', token: user.token })).json();
    expect(me.avatar).toBeNull();
  });

  it('refuses more than 5 MB with 413 and a clear message, storing nothing', async () => {
    const user = await ctx.signUp();
    const before = await imageCount();
    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const big = Buffer.concat([header, Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const res = await uploadAvatar(user, multipart('avatar', 'huge.png', 'image/png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.avatarTooLarge);
    expect(await imageCount()).toBe(before);
  });

  it('needs the avatar field, a multipart body and a token', async () => {
    const user = await ctx.signUp();
    const wrongField = await uploadAvatar(user, multipart('file', 'me.png', 'image/png', await png()));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(ACCOUNT_MESSAGES.avatarMissing);
    const json = await ctx.request({
      method: 'POST',
      url: '/api/auth/user/avatar',
      token: user.token,
      payload: { avatar: 'x' },
    });
    expect(json.statusCode).toBe(400);
    const anonymous = await ctx.request({
      method: 'POST',
      url: '/api/auth/user/avatar',
      ...multipart('avatar', 'me.png', 'image/png', await png()),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /api/auth/user (the profile form)', () => {
  const profile = (overrides: Record<string, unknown> = {}) => ({
    name: 'Ada',
    email: `ada-${Math.random().toString(16).slice(2)}@example.com`,
    bio: 'Reads on trains.',
    avatar: '/api/images/not-changed-by-this-call',
    role: 'reader',
    readingPreferences: ['Fantasy', 'Poetry'],
    notificationSettings: {
      emailNotifications: true,
      newComments: false,
      newLikes: true,
      newRatings: true,
      newChapters: true,
      achievementAlerts: false,
    },
    privacySettings: { publicProfile: true, showReadingActivity: true, showBookshelf: false },
    theme: 'dark',
    language: 'fr',
    ...overrides,
  });

  it('saves theme, language, interests and flags, and a request-id header is accepted', async () => {
    const user = await ctx.signUp();
    const res = await ctx.request({
      method: 'PUT',
      url: '/api/auth/user',
      token: user.token,
      headers: { 'request-id': String(Date.now()) },
      // The profile form resends the e-mail it loaded (changing it takes the current password).
      payload: profile({ email: user.email }),
    });
    expect(res.statusCode).toBe(200);
    const me = (await ctx.request({ method: 'GET', url: '/api/auth/user', token: user.token })).json();
    expect(me).toMatchObject({
      theme: 'dark',
      language: 'fr',
      readingPreferences: ['Fantasy', 'Poetry'],
      avatar: null,
    });
    expect(me.notificationSettings).toMatchObject({ newComments: false, achievementAlerts: false });
  });

  it.each(['notificationSettings', 'privacySettings', 'readingPreferences', 'theme', 'language'])(
    'answers 400 when %s is missing and changes nothing',
    async (field) => {
      const user = await ctx.signUp({ name: 'Unchanged' });
      const res = await ctx.request({
        method: 'PUT',
        url: '/api/auth/user',
        token: user.token,
        payload: profile({ [field]: undefined, name: 'Changed' }),
      });
      expect(res.statusCode).toBe(400);
      const me = (await ctx.request({ method: 'GET', url: '/api/auth/user', token: user.token })).json();
      expect(me.name).toBe('Unchanged');
    },
  );

  it('uses the spec messages for the name and e-mail', async () => {
    const user = await ctx.signUp();
    const noName = await ctx.request({
      method: 'PUT',
      url: '/api/auth/user',
      token: user.token,
      payload: profile({ name: '  ' }),
    });
    expect(noName.json().message).toBe(VALIDATION.nameRequired);
    const badEmail = await ctx.request({
      method: 'PUT',
      url: '/api/auth/user',
      token: user.token,
      payload: profile({ email: 'nope' }),
    });
    expect(badEmail.json().message).toBe(VALIDATION.emailInvalid);
  });
});

describe('PUT /api/auth/password', () => {
  it('checks the current password, revokes every older token and answers a fresh one', async () => {
    const user = await ctx.signUp();
    const other = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const otherToken = other.json().token as string;

    const res = await ctx.request({
      method: 'PUT',
      url: '/api/auth/password',
      token: user.token,
      payload: { currentPassword: user.password, newPassword: 'a brand new secret' },
    });
    expect(res.statusCode).toBe(200);
    const { token, message } = res.json();
    expect(message).toBe(ACCOUNT_MESSAGES.passwordChanged);

    for (const old of [user.token, otherToken])
      expect((await ctx.request({ method: 'GET', url: '/api/auth/user', token: old })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'GET', url: '/api/auth/user', token })).statusCode).toBe(200);

    const oldLogin = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'a brand new secret' },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('refuses a wrong or missing current password and a short new one, changing nothing', async () => {
    const user = await ctx.signUp();
    const wrong = await ctx.request({
      method: 'PUT',
      url: '/api/auth/password',
      token: user.token,
      payload: { currentPassword: 'not my password', newPassword: 'whatever123' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.currentPasswordWrong,
      code: 'WRONG_PASSWORD',
    });
    const missing = await ctx.request({
      method: 'PUT',
      url: '/api/auth/password',
      token: user.token,
      payload: { newPassword: 'whatever123' },
    });
    expect(missing.json().message).toBe(ACCOUNT_MESSAGES.currentPasswordRequired);
    const short = await ctx.request({
      method: 'PUT',
      url: '/api/auth/password',
      token: user.token,
      payload: { currentPassword: user.password, newPassword: '123' },
    });
    expect(short.json().message).toBe(VALIDATION.passwordTooShort);
    expect((await ctx.request({ method: 'GET', url: '/api/auth/user', token: user.token })).statusCode).toBe(
      200,
    );
  });

  it('limits wrong current-password guesses with 429', async () => {
    const user = await ctx.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await ctx.request({
        method: 'PUT',
        url: '/api/auth/password',
        token: user.token,
        payload: { currentPassword: `guess-${i}`, newPassword: 'whatever123' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const res = await ctx.request({
      method: 'PUT',
      url: '/api/auth/password',
      token: user.token,
      payload: { currentPassword: user.password, newPassword: 'whatever123' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
  });
});

describe('POST /api/auth/logout-all', () => {
  it('revokes every token of the caller only', async () => {
    const user = await ctx.signUp();
    const bystander = await ctx.signUp();
    const second = (
      await ctx.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      })
    ).json().token as string;
    const res = await ctx.request({ method: 'POST', url: '/api/auth/logout-all', token: user.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.loggedOutEverywhere);
    for (const token of [user.token, second])
      expect((await ctx.request({ method: 'GET', url: '/api/auth/user', token })).statusCode).toBe(401);
    expect(
      (await ctx.request({ method: 'GET', url: '/api/auth/user', token: bystander.token })).statusCode,
    ).toBe(200);
    expect((await ctx.request({ method: 'POST', url: '/api/auth/logout-all' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/auth/user', () => {
  /** A user with a bit of everything: books, an avatar, likes, ratings, comments, votes, sessions... */
  async function busyUser() {
    const user = await ctx.signUp({ name: 'Leaving Soon' });
    const other = await ctx.signUp({ name: 'Staying' });
    const db = ctx.app.db;
    const own = await insertBook(user.id, 'Mine');
    const theirs = await insertBook(other.id, 'Theirs');
    const [chapter] = await db
      .insert(chapters)
      .values({
        bookId: theirs.id,
        number: 1,
        title: 'One',
        content: 'Words words',
      })
      .returning();
    // The counters follow the rows below (book-level comments on the book, chapter ones on the chapter).
    await db.insert(likes).values([
      { userId: user.id, bookId: theirs.id },
      { userId: other.id, bookId: theirs.id },
    ]);
    await db.insert(ratings).values([
      { userId: user.id, bookId: theirs.id, rating: 5 },
      { userId: other.id, bookId: theirs.id, rating: 4 },
    ]);
    await db.insert(libraryEntries).values([
      { userId: user.id, bookId: theirs.id, favorite: true, status: 'Reading' },
      { userId: other.id, bookId: theirs.id, favorite: true },
      { userId: other.id, bookId: own.id, favorite: true },
    ]);
    await db.insert(comments).values([
      { bookId: theirs.id, chapterId: chapter!.id, userId: user.id, content: 'mine' },
      { bookId: theirs.id, chapterId: chapter!.id, userId: other.id, content: 'theirs' },
      { bookId: theirs.id, userId: other.id, content: 'theirs too' },
      { bookId: own.id, userId: other.id, content: 'on the leaving book' },
    ]);
    await db.insert(chapterVotes).values([
      { userId: user.id, chapterId: chapter!.id },
      { userId: other.id, chapterId: chapter!.id },
    ]);
    const now = new Date();
    await db
      .insert(readingSessions)
      .values({ userId: user.id, bookId: theirs.id, startedAt: now, endedAt: now, wordsRead: 500 });
    await db.insert(goals).values({
      userId: user.id,
      type: 'books',
      target: 5,
      timeframe: 'yearly',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    });
    await db
      .insert(notifications)
      .values({ userId: user.id, type: 'like', message: 'x liked "Mine"', link: '/x' });
    const avatar = (
      await uploadAvatar(
        user,
        multipart('avatar', 'me.png', 'image/png', await png(200, 200, { r: 9, g: 9, b: 9 })),
      )
    ).json().avatarUrl as string;
    return { user, other, own, theirs, chapter: chapter!, avatar };
  }

  const rowsOf = async (
    table:
      | typeof likes
      | typeof ratings
      | typeof comments
      | typeof libraryEntries
      | typeof readingSessions
      | typeof goals
      | typeof notifications
      | typeof chapterVotes,
    userId: string,
  ) => (await ctx.app.db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]!.n;

  it('needs the right password and changes nothing otherwise', async () => {
    const user = await ctx.signUp();
    const missing = await ctx.request({
      method: 'DELETE',
      url: '/api/auth/user',
      token: user.token,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(ACCOUNT_MESSAGES.passwordRequired);
    const wrong = await ctx.request({
      method: 'DELETE',
      url: '/api/auth/user',
      token: user.token,
      payload: { password: 'nope nope', keepBooks: false },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.passwordWrong);
    expect((await ctx.request({ method: 'GET', url: '/api/auth/user', token: user.token })).statusCode).toBe(
      200,
    );
  });

  it('removes personal data, fixes the counters of other books and deletes the published books', async () => {
    const { user, other, own, theirs, chapter, avatar } = await busyUser();
    const deletedEvents: string[] = [];
    ctx.app.events.on('user.deleted', ({ userId }) => {
      deletedEvents.push(userId);
    });
    const res = await ctx.request({
      method: 'DELETE',
      url: '/api/auth/user',
      token: user.token,
      payload: { password: user.password, keepBooks: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.accountDeleted, deletedBooks: 1, keptBooks: 0 });

    const db = ctx.app.db;
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    for (const table of [
      likes,
      ratings,
      comments,
      libraryEntries,
      readingSessions,
      goals,
      notifications,
      chapterVotes,
    ])
      expect(await rowsOf(table, user.id)).toBe(0);
    expect(await db.select().from(books).where(eq(books.id, own.id))).toHaveLength(0);
    const [book] = await db.select().from(books).where(eq(books.id, theirs.id));
    expect(book).toMatchObject({
      likesCount: 1,
      favoritesCount: 1,
      ratingSum: 4,
      ratingCount: 1,
      ratingAvg: 4,
      commentsCount: 1,
    });
    const [ch] = await db.select().from(chapters).where(eq(chapters.id, chapter.id));
    expect(ch).toMatchObject({ commentsCount: 1, votesCount: 1 });
    // The other reader's own rows stay.
    expect(await rowsOf(likes, other.id)).toBe(1);
    expect((await ctx.request({ method: 'GET', url: avatar })).statusCode).toBe(404);
    expect((await ctx.request({ method: 'GET', url: '/api/auth/user', token: user.token })).statusCode).toBe(
      401,
    );
    expect(
      (
        await ctx.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: user.password },
        })
      ).statusCode,
    ).toBe(401);
    await waitUntil(() => deletedEvents.includes(user.id));
  });

  it('keeps the published books without an owner when keepBooks is true', async () => {
    const { user, other, own } = await busyUser();
    const res = await ctx.request({
      method: 'DELETE',
      url: '/api/auth/user',
      token: user.token,
      payload: { password: user.password, keepBooks: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deletedBooks: 0, keptBooks: 1 });
    const [book] = await ctx.app.db.select().from(books).where(eq(books.id, own.id));
    expect(book?.ownerId).toBeNull();
    // Other readers keep their entries and comments on the kept book.
    const entries = await ctx.app.db
      .select()
      .from(libraryEntries)
      .where(and(eq(libraryEntries.bookId, own.id), eq(libraryEntries.userId, other.id)));
    expect(entries).toHaveLength(1);
  });
});

describe('GET /api/users/:userId', () => {
  async function reader(privacy: Record<string, boolean>) {
    const user = await ctx.signUp({ name: 'Pat Public' });
    await ctx.app.db
      .update(users)
      .set({
        bio: 'Loves poetry.',
        privacySettings: {
          publicProfile: true,
          showBookshelf: false,
          showReadingActivity: false,
          ...privacy,
        },
      })
      .where(eq(users.id, user.id));
    const published = await insertBook(user.id, 'Pat Wrote This');
    const shelved = await insertBook(null, 'Pat Reads This');
    await ctx.app.db
      .insert(libraryEntries)
      .values({ userId: user.id, bookId: shelved.id, status: 'Completed', progress: 100 });
    const now = new Date();
    await ctx.app.db.insert(readingSessions).values({
      userId: user.id,
      bookId: shelved.id,
      startedAt: now,
      endedAt: now,
      wordsRead: 2500,
      durationSeconds: 1800,
    });
    return { user, published, shelved };
  }

  it('shows name, avatar, bio and published books, but no shelf or activity by default', async () => {
    const { user, published } = await reader({});
    const viewer = await ctx.signUp();
    const res = await ctx.request({ method: 'GET', url: `/api/users/${user.id}`, token: viewer.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      _id: user.id,
      name: 'Pat Public',
      bio: 'Loves poetry.',
      isOwner: false,
      isPublic: true,
    });
    expect(body.publishedBooks.map((b: { _id: string }) => b._id)).toEqual([published.id]);
    expect(body).not.toHaveProperty('bookshelf');
    expect(body).not.toHaveProperty('readingActivity');
    expect(JSON.stringify(body)).not.toContain(user.email);
  });

  it('shows the shelf and the reading activity when the flags allow it', async () => {
    const { user, shelved } = await reader({ showBookshelf: true, showReadingActivity: true });
    const viewer = await ctx.signUp();
    const body = (
      await ctx.request({ method: 'GET', url: `/api/users/${user.id}`, token: viewer.token })
    ).json();
    expect(body.bookshelf).toEqual([
      expect.objectContaining({ _id: shelved.id, status: 'Completed', progress: 100 }),
    ]);
    expect(body.readingActivity).toEqual({
      booksCompleted: 1,
      booksReading: 0,
      pagesRead: 10,
      minutesRead: 30,
    });
  });

  it('shows only the name of a private profile to others, and everything to its owner', async () => {
    const { user } = await reader({ publicProfile: false, showBookshelf: true, showReadingActivity: true });
    const viewer = await ctx.signUp();
    const other = (
      await ctx.request({ method: 'GET', url: `/api/users/${user.id}`, token: viewer.token })
    ).json();
    expect(other).toEqual({ _id: user.id, name: 'Pat Public', isOwner: false, isPublic: false });
    const own = (
      await ctx.request({ method: 'GET', url: `/api/users/${user.id}`, token: user.token })
    ).json();
    expect(own).toMatchObject({ isOwner: true, isPublic: false, bio: 'Loves poetry.' });
    expect(own.bookshelf).toHaveLength(1);
    expect(own.readingActivity.booksCompleted).toBe(1);
    expect(own.visibleToOthers).toEqual({ bookshelf: false, readingActivity: false });
    expect(other).not.toHaveProperty('visibleToOthers');
  });

  it('needs a token and answers 404 for an unknown or malformed id', async () => {
    const { user } = await reader({});
    expect((await ctx.request({ method: 'GET', url: `/api/users/${user.id}` })).statusCode).toBe(401);
    const viewer = await ctx.signUp();
    const unknown = await ctx.request({
      method: 'GET',
      url: '/api/users/00000000-0000-4000-8000-000000000000',
      token: viewer.token,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ACCOUNT_MESSAGES.userNotFound);
    const malformed = await ctx.request({ method: 'GET', url: '/api/users/nope', token: viewer.token });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().message).toBe(ACCOUNT_MESSAGES.userNotFound);
  });
});

/** Waits for an async event listener to have run. */
async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 3000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
