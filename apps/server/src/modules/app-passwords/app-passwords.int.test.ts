import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await useTestContext();
});

const basic = (email: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`,
});

const create = (user: TestUser, name: string) =>
  ctx.request({ method: 'POST', url: '/api/profile/app-passwords', token: user.token, payload: { name } });

const list = (user: TestUser) =>
  ctx.request({ method: 'GET', url: '/api/profile/app-passwords', token: user.token });

const opdsStatus = async (email: string, secret: string) =>
  (await ctx.request({ method: 'GET', url: '/opds', headers: basic(email, secret) })).statusCode;

describe('/api/profile/app-passwords', () => {
  it('answers the secret once at creation and never in the list', async () => {
    const user = await ctx.signUp();
    const res = await create(user, '  Kobo Clara  ');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('App password created. Copy it now: it will not be shown again.');
    expect(body.secret).toMatch(/^([a-z2-7]{4}-){12}[a-z2-7]{4}$/);
    expect(body.appPassword).toMatchObject({ name: 'Kobo Clara', lastUsedAt: null });

    const listed = ctx.request({
      method: 'GET',
      url: '/api/profile/app-passwords',
      token: user.token,
      headers: { host: 'books.example' },
    });
    const answer = (await listed).json();
    expect(answer.catalogueUrl).toBe('http://books.example/opds');
    expect(answer.appPasswords).toEqual([body.appPassword]);
    expect(JSON.stringify(answer)).not.toContain(body.secret.replaceAll('-', '').slice(0, 12));
    expect((await listed).headers['cache-control']).toBe('private, no-store');
  });

  it('works with the e-mail in any case and the secret typed without dashes, and notes its use', async () => {
    const user = await ctx.signUp();
    const { secret } = (await create(user, 'Phone')).json();
    expect(await opdsStatus(user.email.toUpperCase(), secret.replaceAll('-', '').toUpperCase())).toBe(200);
    const [entry] = (await list(user)).json().appPasswords;
    expect(entry.lastUsedAt).not.toBeNull();
  });

  it('validates the device name', async () => {
    const user = await ctx.signUp();
    expect((await create(user, '   ')).json()).toEqual(
      expect.objectContaining({ message: 'Device name is required' }),
    );
    expect((await create(user, 'x'.repeat(61))).json()).toEqual(
      expect.objectContaining({ message: 'Device name must be at most 60 characters' }),
    );
  });

  it('revokes at once, and another reader can neither see nor revoke it (404, nothing changes)', async () => {
    const owner = await ctx.signUp();
    const other = await ctx.signUp();
    const { secret, appPassword } = (await create(owner, 'Kindle')).json();
    expect((await list(other)).json().appPasswords).toEqual([]);

    const foreign = await ctx.request({
      method: 'DELETE',
      url: `/api/profile/app-passwords/${appPassword.id}`,
      token: other.token,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'App password not found', code: 'NOT_FOUND' });
    expect(await opdsStatus(owner.email, secret)).toBe(200);
    for (const id of [randomUUID(), 'nope']) {
      const res = await ctx.request({
        method: 'DELETE',
        url: `/api/profile/app-passwords/${id}`,
        token: owner.token,
      });
      expect(res.json()).toEqual(foreign.json());
    }

    const revoked = await ctx.request({
      method: 'DELETE',
      url: `/api/profile/app-passwords/${appPassword.id}`,
      token: owner.token,
    });
    expect(revoked.json()).toEqual({ message: 'App password revoked' });
    expect(await opdsStatus(owner.email, secret)).toBe(401);
    expect((await list(owner)).json().appPasswords).toEqual([]);
  });

  it('stops working after "log out everywhere" and after a password change', async () => {
    const user = await ctx.signUp();
    const first = (await create(user, 'Tablet')).json().secret;
    await ctx.request({ method: 'POST', url: '/api/auth/logout-all', token: user.token });
    expect(await opdsStatus(user.email, first)).toBe(401);

    const login = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const token = login.json().token as string;
    const second = (
      await ctx.request({
        method: 'POST',
        url: '/api/profile/app-passwords',
        token,
        payload: { name: 'E-ink' },
      })
    ).json().secret;
    expect(await opdsStatus(user.email, second)).toBe(200);
    const changed = await ctx.request({
      method: 'PUT',
      url: '/api/auth/password',
      token,
      payload: { currentPassword: user.password, newPassword: 'a brand new password' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await opdsStatus(user.email, second)).toBe(401);
    const list2 = await ctx.request({
      method: 'GET',
      url: '/api/profile/app-passwords',
      token: changed.json().token,
    });
    expect(list2.json().appPasswords).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/profile/app-passwords' })).statusCode).toBe(401);
    expect(
      (await ctx.request({ method: 'POST', url: '/api/profile/app-passwords', payload: { name: 'x' } }))
        .statusCode,
    ).toBe(401);
  });
});
