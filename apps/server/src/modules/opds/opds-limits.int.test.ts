import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, useTestContext } from '../../../test/helper.js';
import { newAppPasswordSecret } from '../app-passwords/app-password-secret.js';

const IP_LIMIT = 20;
const EMAIL_LIMIT = 5;
const EMAIL_CEILING = 8;

let ctx: TestContext;
let readers = 0;

beforeAll(async () => {
  ctx = await useTestContext({
    AUTH_IP_LIMIT: String(IP_LIMIT),
    AUTH_EMAIL_LIMIT: String(EMAIL_LIMIT),
    AUTH_EMAIL_CEILING: String(EMAIL_CEILING),
  });
});

const basic = (email: string, password: string) =>
  `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

interface Reader {
  email: string;
  password: string;
  token: string;
}

/** A reader registered and signed in from an address of its own, so the addresses under test start unspent. */
async function makeReader(): Promise<Reader> {
  readers += 1;
  const remoteAddress = `203.0.113.${readers}`;
  const body = {
    name: `Reader ${readers}`,
    email: `opds-limits-${readers}@example.com`,
    password: 'correct horse battery',
  };
  const registered = await ctx.request({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    payload: body,
  });
  expect(registered.statusCode).toBe(201);
  const login = await ctx.request({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: body });
  expect(login.statusCode).toBe(200);
  return { email: body.email, password: body.password, token: login.json().token };
}

async function appPassword(reader: Reader, name: string): Promise<string> {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/profile/app-passwords',
    token: reader.token,
    payload: { name },
  });
  expect(res.statusCode).toBe(201);
  return res.json().secret;
}

const opds = async (authorization: string, remoteAddress: string, url = '/opds') =>
  (await ctx.request({ method: 'GET', url, remoteAddress, headers: { authorization } })).statusCode;

const webSignIn = async (reader: Reader, remoteAddress: string) =>
  (
    await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email: reader.email, password: reader.password },
    })
  ).statusCode;

describe('GET /opds and the sign-in attempt limits', () => {
  it('lets a household of five readers with two e-readers each page the catalogue from one address without spending its sign-in allowance', async () => {
    const home = '198.51.100.10';
    const devices: string[] = [];
    for (let n = 0; n < 5; n++) {
      const reader = await makeReader();
      devices.push(basic(reader.email, await appPassword(reader, 'Kobo')));
      devices.push(basic(reader.email, await appPassword(reader, 'Phone')));
    }
    const statuses: number[] = [];
    for (let round = 0; round < 6; round++)
      for (const device of devices) statuses.push(await opds(device, home, '/opds/new'));
    expect(statuses).toEqual(Array(60).fill(200));

    // Someone else signing in on the web from that address still gets in.
    const guest = await makeReader();
    expect(await webSignIn(guest, home)).toBe(200);
  });

  it('answers 20 concurrent requests on one account with 200', async () => {
    const reader = await makeReader();
    const device = basic(reader.email, await appPassword(reader, 'Kobo'));
    const statuses = await Promise.all(Array.from({ length: 20 }, () => opds(device, '198.51.100.20')));
    expect(statuses).toEqual(Array(20).fill(200));
  });

  it('does not spend the allowance on the account password either, when it is right', async () => {
    const reader = await makeReader();
    const address = '198.51.100.25';
    const statuses: number[] = [];
    for (let n = 0; n < IP_LIMIT + 5; n++)
      statuses.push(await opds(basic(reader.email, reader.password), address));
    expect(statuses).toEqual(Array(IP_LIMIT + 5).fill(200));
    expect(await webSignIn(reader, address)).toBe(200);
  });

  it('still limits wrong app passwords per e-mail from one address while the owner syncs from it', async () => {
    const home = '198.51.100.30';
    const owner = await makeReader();
    const device = basic(owner.email, await appPassword(owner, 'Kobo'));
    const guesses: number[] = [];
    for (let n = 0; n < EMAIL_LIMIT + 2; n++) {
      expect(await opds(device, home)).toBe(200);
      guesses.push(await opds(basic(owner.email, newAppPasswordSecret()), home));
    }
    expect(guesses).toEqual([...Array(EMAIL_LIMIT).fill(401), 429, 429]);
    // The owner's e-reader, signed in a moment ago, keeps working.
    expect(await opds(device, home)).toBe(200);
  });

  it('keeps counting guesses spread over addresses against the e-mail ceiling while the owner syncs from another', async () => {
    const owner = await makeReader();
    const device = basic(owner.email, await appPassword(owner, 'Kobo'));
    const guesses: number[] = [];
    for (let n = 0; n < EMAIL_CEILING; n++) {
      expect(await opds(device, '198.51.100.40')).toBe(200);
      guesses.push(await opds(basic(owner.email, newAppPasswordSecret()), `192.0.2.${n % 2}`));
    }
    expect(guesses).toEqual(Array(EMAIL_CEILING).fill(401));
    expect(await opds(basic(owner.email, newAppPasswordSecret()), '192.0.2.9')).toBe(429);
  });

  it('stops a revoked app password at once, even one that was just used', async () => {
    const reader = await makeReader();
    const address = '198.51.100.50';
    const created = await ctx.request({
      method: 'POST',
      url: '/api/profile/app-passwords',
      token: reader.token,
      payload: { name: 'Kindle' },
    });
    const { secret, appPassword: row } = created.json();
    expect(await opds(basic(reader.email, secret), address)).toBe(200);
    const revoked = await ctx.request({
      method: 'DELETE',
      url: `/api/profile/app-passwords/${row.id}`,
      token: reader.token,
    });
    expect(revoked.statusCode).toBe(200);
    expect(await opds(basic(reader.email, secret), address)).toBe(401);
  });

  it('stops app passwords and the account password at once after "log out everywhere", even ones just used', async () => {
    const reader = await makeReader();
    const address = '198.51.100.60';
    const secret = await appPassword(reader, 'Tablet');
    expect(await opds(basic(reader.email, secret), address)).toBe(200);
    expect(await opds(basic(reader.email, reader.password), address)).toBe(200);
    await ctx.request({ method: 'POST', url: '/api/auth/logout-all', token: reader.token });
    expect(await opds(basic(reader.email, secret), address)).toBe(401);
    // The account password itself is unchanged: it still signs in.
    expect(await opds(basic(reader.email, reader.password), address)).toBe(200);
  });

  it('stops an app password just used under the old e-mail once the e-mail changes', async () => {
    const reader = await makeReader();
    const address = '198.51.100.65';
    const secret = await appPassword(reader, 'Kobo');
    expect(await opds(basic(reader.email, secret), address)).toBe(200);
    const profile = (await ctx.request({ method: 'GET', url: '/api/auth/user', token: reader.token })).json();
    const newEmail = `moved-${reader.email}`;
    const saved = await ctx.request({
      method: 'PUT',
      url: '/api/auth/user',
      token: reader.token,
      payload: { ...profile, email: newEmail, currentPassword: reader.password },
    });
    expect(saved.statusCode).toBe(200);
    expect(await opds(basic(reader.email, secret), address)).toBe(401);
    expect(await opds(basic(newEmail, secret), address)).toBe(200);
  });

  it('stops the old account password at once after a password change, even one just used', async () => {
    const reader = await makeReader();
    const address = '198.51.100.70';
    expect(await opds(basic(reader.email, reader.password), address)).toBe(200);
    const changed = await ctx.request({
      method: 'PUT',
      url: '/api/auth/password',
      token: reader.token,
      payload: { currentPassword: reader.password, newPassword: 'a brand new password' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await opds(basic(reader.email, reader.password), address)).toBe(401);
    expect(await opds(basic(reader.email, 'a brand new password'), address)).toBe(200);
  });
});
