import { AUTH_MESSAGES, VALIDATION } from '@quire/shared';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, useTestContext } from '../../../test/helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await useTestContext({ AUTH_EMAIL_LIMIT: '5' });
});

const register = (payload: unknown) =>
  ctx.request({ method: 'POST', url: '/api/auth/register', payload: payload as object });
const login = (payload: unknown) =>
  ctx.request({ method: 'POST', url: '/api/auth/login', payload: payload as object });

describe('POST /api/auth/register', () => {
  it('creates an account and answers 201 without secrets', async () => {
    const res = await register({ name: '  Ada  ', email: 'Ada@Example.com ', password: 'secret1' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      name: 'Ada',
      email: 'ada@example.com',
      role: 'reader',
      bio: '',
      avatar: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/password|secret1|argon/i);
  });

  it('refuses a duplicate e-mail, case-insensitively and trimmed', async () => {
    await register({ name: 'Bo', email: 'bo@example.com', password: 'secret1' });
    const res = await register({ name: 'Bo 2', email: '  BO@example.COM ', password: 'secret2' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.emailTaken, code: 'EMAIL_TAKEN' });
  });

  it.each([
    [{ email: 'x@example.com', password: 'secret1' }, VALIDATION.nameRequired],
    [{ name: '   ', email: 'x@example.com', password: 'secret1' }, VALIDATION.nameRequired],
    [{ name: 'X', password: 'secret1' }, VALIDATION.emailRequired],
    [{ name: 'X', email: '', password: 'secret1' }, VALIDATION.emailRequired],
    [{ name: 'X', email: 'not-an-email', password: 'secret1' }, VALIDATION.emailInvalid],
    [{ name: 'X', email: 'x@example.com' }, VALIDATION.passwordRequired],
    [{ name: 'X', email: 'x@example.com', password: '' }, VALIDATION.passwordRequired],
    [{ name: 'X', email: 'x@example.com', password: '12345' }, VALIDATION.passwordTooShort],
    [{ name: 'X', email: 'x@example.com', password: 'a'.repeat(129) }, VALIDATION.passwordTooLong],
  ])('answers 400 with the spec message for %j', async (payload, message) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION_ERROR' });
  });
});

describe('POST /api/auth/login', () => {
  it('answers a token and the user', async () => {
    await register({ name: 'Cy', email: 'cy@example.com', password: 'secret1' });
    const res = await login({ email: ' CY@example.com ', password: 'secret1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user.email).toBe('cy@example.com');
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(payload.sub).toBe(body.user.id);
    expect(payload.id).toBe(body.user.id);
    expect(payload.exp - payload.iat).toBe(7 * 24 * 3600);
  });

  it('answers the same 401 for an unknown e-mail and a wrong password', async () => {
    await register({ name: 'Di', email: 'di@example.com', password: 'secret1' });
    const wrong = await login({ email: 'di@example.com', password: 'wrong-password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('validates with the spec messages', async () => {
    expect((await login({ password: 'secret1' })).json().message).toBe(VALIDATION.emailRequired);
    expect((await login({ email: 'a@b', password: 'secret1' })).json().message).toBe(VALIDATION.emailInvalid);
    expect((await login({ email: 'a@b.co' })).json().message).toBe(VALIDATION.passwordRequired);
    expect((await login({ email: 'a@b.co', password: '123' })).json().message).toBe(
      VALIDATION.passwordTooShort,
    );
  });

  it('limits repeated wrong passwords per e-mail with 429', async () => {
    await register({ name: 'Ed', email: 'ed@example.com', password: 'secret1' });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await login({ email: 'ed@example.com', password: 'nope-nope' })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const blocked = await login({ email: 'ed@example.com', password: 'secret1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
  });
});

describe('GET /api/auth/check-status', () => {
  it('is false without a token and makes no fuss about the key parameter', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/auth/check-status?key=anything' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isAuthenticated: false });
  });

  it('is true with a valid token', async () => {
    const user = await ctx.signUp();
    const res = await ctx.request({ method: 'GET', url: '/api/auth/check-status?key=k', token: user.token });
    expect(res.json()).toEqual({ isAuthenticated: true });
  });

  it('answers 401 for a bad token', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/auth/check-status', token: 'not.a.token' });
    expect(res.statusCode).toBe(401);
    expect(res.json().isAuthenticated).toBe(false);
  });
});

describe('GET /api/auth/user', () => {
  it('answers the spec fields with defaults', async () => {
    const user = await ctx.signUp({ name: 'Fay' });
    const res = await ctx.request({ method: 'GET', url: '/api/auth/user', token: user.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    for (const key of [
      'name',
      'email',
      'bio',
      'avatar',
      'role',
      'readingPreferences',
      'notificationSettings',
      'privacySettings',
      'theme',
      'language',
    ])
      expect(body).toHaveProperty(key);
    expect(body).toMatchObject({
      name: 'Fay',
      bio: '',
      avatar: null,
      role: 'reader',
      readingPreferences: [],
    });
    expect(Object.values(body.notificationSettings).every((v) => typeof v === 'boolean')).toBe(true);
    expect(body).not.toHaveProperty('passwordHash');
  });

  it('answers 401 without a token, with a forged token and with a none-algorithm token', async () => {
    const user = await ctx.signUp();
    expect((await ctx.request({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    const forged = await new SignJWT({ id: user.id, ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-some-other-secret!!'));
    expect((await ctx.request({ method: 'GET', url: '/api/auth/user', token: forged })).statusCode).toBe(401);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const claims = Buffer.from(JSON.stringify({ sub: user.id, id: user.id, ver: 0 })).toString('base64url');
    expect(
      (await ctx.request({ method: 'GET', url: '/api/auth/user', token: `${header}.${claims}.` })).statusCode,
    ).toBe(401);
  });

  it('rejects an expired token', async () => {
    const user = await ctx.signUp();
    const expired = await new SignJWT({ id: user.id, ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing'));
    expect((await ctx.request({ method: 'GET', url: '/api/auth/user', token: expired })).statusCode).toBe(
      401,
    );
  });
});

describe('PUT /api/auth/user', () => {
  const profile = (overrides: Record<string, unknown> = {}) => ({
    name: 'Gus',
    email: 'gus@example.com',
    bio: 'Reads on trains.',
    avatar: null,
    role: 'admin',
    readingPreferences: ['Fantasy', 'Poetry'],
    notificationSettings: {
      emailNotifications: true,
      newComments: false,
      newLikes: true,
      newRatings: true,
      newChapters: true,
      achievementAlerts: true,
    },
    privacySettings: { publicProfile: false, showReadingActivity: true, showBookshelf: false },
    theme: 'dark',
    language: 'en',
    ...overrides,
  });

  it('saves the whole profile and ignores the role the client sends', async () => {
    const user = await ctx.signUp({ email: 'gus@example.com' });
    const res = await ctx.request({
      method: 'PUT',
      url: '/api/auth/user',
      token: user.token,
      headers: { 'request-id': String(Date.now()) },
      payload: profile(),
    });
    expect(res.statusCode).toBe(200);
    const again = (await ctx.request({ method: 'GET', url: '/api/auth/user', token: user.token })).json();
    expect(again).toMatchObject({
      bio: 'Reads on trains.',
      theme: 'dark',
      role: 'reader',
      readingPreferences: ['Fantasy', 'Poetry'],
    });
    expect(again.privacySettings.publicProfile).toBe(false);
  });

  it('keeps e-mails unique and validates', async () => {
    await ctx.signUp({ email: 'taken@example.com' });
    const user = await ctx.signUp();
    const taken = await ctx.request({
      method: 'PUT',
      url: '/api/auth/user',
      token: user.token,
      payload: profile({ email: 'TAKEN@example.com' }),
    });
    expect(taken.statusCode).toBe(409);
    const bad = await ctx.request({
      method: 'PUT',
      url: '/api/auth/user',
      token: user.token,
      payload: profile({ email: 'nope' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(VALIDATION.emailInvalid);
    const missing = await ctx.request({
      method: 'PUT',
      url: '/api/auth/user',
      token: user.token,
      payload: profile({ notificationSettings: undefined }),
    });
    expect(missing.statusCode).toBe(400);
  });

  it('needs a token', async () => {
    const res = await ctx.request({ method: 'PUT', url: '/api/auth/user', payload: profile() });
    expect(res.statusCode).toBe(401);
  });
});
