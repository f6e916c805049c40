import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';

/**
 * The token-version cache (decision 037) through the real routes: revocations made through the
 * app take effect on the very next request, although the versions are answered from memory.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await useTestContext();
});

const embedded = process.env.QUIRE_TEST_DB !== 'postgres';
const me = async (token: string) =>
  (await ctx.request({ method: 'GET', url: '/api/auth/user', token })).statusCode;

/** Signs up and makes one authenticated request, so the user's version is remembered. */
async function rememberedUser(): Promise<TestUser> {
  const user = await ctx.signUp();
  expect(await me(user.token)).toBe(200);
  return user;
}

describe('token versions remembered per instance', () => {
  it.runIf(embedded)(
    'answers from memory in embedded mode (a write behind its back goes unseen)',
    async () => {
      expect(ctx.app.authVersions.mode).toBe('exact');
      const user = await rememberedUser();
      // Not through the app: the cache is not told, and the remembered version still answers. This
      // shows the revocations below are answered by the cache being told, not by a database read.
      await ctx.database.db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, user.id));
      expect(await me(user.token)).toBe(200);
      ctx.app.authVersions.forget(user.id);
      expect(await me(user.token)).toBe(401);
    },
  );

  it('refuses the old token on the next request after "log out everywhere"', async () => {
    const user = await rememberedUser();
    const res = await ctx.request({ method: 'POST', url: '/api/auth/logout-all', token: user.token });
    expect(res.statusCode).toBe(200);
    expect(await me(user.token)).toBe(401);
  });

  it('refuses every older token after a password change and accepts the new one', async () => {
    const user = await rememberedUser();
    const second = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const secondToken = second.json().token as string;
    expect(await me(secondToken)).toBe(200);
    const res = await ctx.request({
      method: 'PUT',
      url: '/api/auth/password',
      token: user.token,
      payload: { currentPassword: user.password, newPassword: 'another long secret' },
    });
    expect(res.statusCode).toBe(200);
    expect(await me(user.token)).toBe(401);
    expect(await me(secondToken)).toBe(401);
    expect(await me(res.json().token)).toBe(200);
  });

  it('refuses the token of a deleted account on the next request', async () => {
    const user = await rememberedUser();
    const res = await ctx.request({
      method: 'DELETE',
      url: '/api/auth/user',
      token: user.token,
      payload: { password: user.password, keepBooks: false },
    });
    expect(res.statusCode).toBe(200);
    expect(await me(user.token)).toBe(401);
  });

  it('keeps other users signed in when one logs out everywhere', async () => {
    const leaving = await rememberedUser();
    const staying = await rememberedUser();
    await ctx.request({ method: 'POST', url: '/api/auth/logout-all', token: leaving.token });
    expect(await me(staying.token)).toBe(200);
  });
});
