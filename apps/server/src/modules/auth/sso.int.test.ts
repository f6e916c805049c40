/**
 * Single sign-on against a real OpenID Connect provider (decision 051): oidc-provider on its own
 * port, the Quire server listening on another, and a plain-HTTP "browser" (a cookie jar that
 * follows redirects and fills in the provider's development login and consent forms).
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SSO_MESSAGES } from '@quire/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.js';
import { startTestProvider, type TestProvider } from '../../../test/oidc-provider.js';
import { createTestContext, type TestContext } from '../../../test/helper.js';

const CLIENT = { clientId: 'quire-test', clientSecret: 'a-client-secret-for-the-test-provider' };

let provider: TestProvider;
let ctx: TestContext;
let quire: string;

beforeAll(async () => {
  provider = await startTestProvider([
    { sub: 'alice', email: 'alice@example.com', email_verified: true, name: 'Alice Example' },
    { sub: 'bob', email: 'bob@example.com', email_verified: true, name: 'Bob at the provider' },
    { sub: 'mallory', email: 'carol@example.com', email_verified: false, name: 'Not Carol' },
    { sub: 'dora', email: 'dora@example.com', email_verified: false, name: 'Dora' },
    { sub: 'nomail', name: 'No Mail' },
  ]);
  ctx = await createTestContext({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: CLIENT.clientId,
    OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    OIDC_NAME: 'Test ID',
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  quire = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  provider.serve(CLIENT, [`${quire}/api/auth/oidc/callback`]);
});

afterAll(async () => {
  await ctx?.close();
  await provider?.close();
});

/** A browser as far as these redirects need one: cookies per host, redirects followed, forms posted. */
class Browser {
  private readonly cookies = new Map<string, Map<string, string>>();
  /** Every address visited, in order. */
  readonly visited: string[] = [];

  private jar(url: URL) {
    const jar = this.cookies.get(url.hostname) ?? new Map<string, string>();
    this.cookies.set(url.hostname, jar);
    return jar;
  }

  /** The Set-Cookie attributes of the last answer that set `name`. */
  readonly setCookieLines = new Map<string, string>();

  async request(url: URL, init: RequestInit = {}): Promise<Response> {
    this.visited.push(url.href);
    const jar = this.jar(url);
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      this.setCookieLines.set(name, line);
      const gone = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a),
      );
      if (gone || pair!.slice(at + 1) === '') jar.delete(name);
      else jar.set(name, pair!.slice(at + 1));
    }
    return res;
  }

  /**
   * Opens `start` and goes wherever it leads: redirects followed, the provider's login form
   * posted as `login`, its consent form accepted, until an answer sends it back to Quire's
   * sign-in screen; answers that address (with its fragment). `cancel` presses the login page's
   * Cancel link instead of signing in.
   */
  async signIn(start: string, login: string, { cancel = false } = {}): Promise<URL> {
    let url = new URL(start);
    let init: RequestInit = {};
    for (let step = 0; step < 20; step++) {
      const res = await this.request(url, init);
      init = {};
      if (res.status >= 300 && res.status < 400) {
        const next = new URL(res.headers.get('location')!, url);
        if (next.origin === quire && next.pathname === '/auth') return next;
        url = next;
        continue;
      }
      const html = await res.text();
      expect(res.status, html.slice(0, 500)).toBe(200);
      const action = /<form[^>]*action="([^"]+)"[^>]*method="post"/.exec(html)?.[1];
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      if (!action || !prompt) throw new Error(`no form to fill in at ${url.href}`);
      if (cancel && prompt === 'login') {
        const abort = /<a href="([^"]+)">\[ Cancel \]/.exec(html)![1]!;
        url = new URL(abort.replaceAll('&amp;', '&'), url);
        continue;
      }
      const form = new URLSearchParams(
        prompt === 'login' ? { prompt, login, password: 'anything' } : { prompt },
      );
      url = new URL(action.replaceAll('&amp;', '&'), url);
      init = { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    }
    throw new Error(`no way back to Quire from ${url.href}`);
  }
}

/** The fragment's value of `key` (#sso=… or #sso-error=…). */
const fragment = (url: URL, key: string) => new URLSearchParams(url.hash.slice(1)).get(key);

async function exchange(code: string | null) {
  return fetch(`${quire}/api/auth/oidc/exchange`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
}

/** Signs in at the provider as `login` in a fresh browser; answers the session Quire gave. */
async function ssoSignIn(login: string) {
  const landed = await new Browser().signIn(`${quire}/api/auth/oidc/start`, login);
  const code = fragment(landed, 'sso');
  expect(code, landed.href).toMatch(/^[\w-]{43}$/);
  const res = await exchange(code);
  expect(res.status).toBe(200);
  return (await res.json()) as { token: string; user: { id: string; email: string; name: string } };
}

describe('single sign-on configuration', () => {
  it('tells the sign-in screen the provider’s name', async () => {
    const res = await fetch(`${quire}/api/auth/sso`);
    expect(await res.json()).toEqual({ oidc: { name: 'Test ID' } });
  });

  it('offers nothing on a server without OIDC settings', async () => {
    const plain = await createTestContext();
    const res = await plain.request({ method: 'GET', url: '/api/auth/sso' });
    expect(res.json()).toEqual({ oidc: null });
    const start = await plain.request({ method: 'GET', url: '/api/auth/oidc/start' });
    expect(start.statusCode).toBe(303);
    expect(start.headers.location).toBe('/auth#sso-error=disabled');
    await plain.close();
  });

  it('takes the issuer, client id and secret together, https unless on this machine', () => {
    expect(() => parseEnv({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(/OIDC_CLIENT_ID/);
    expect(() =>
      parseEnv({ OIDC_ISSUER: 'http://id.example.com', OIDC_CLIENT_ID: 'q', OIDC_CLIENT_SECRET: 's' }),
    ).toThrow(/https/);
    expect(
      parseEnv({ OIDC_ISSUER: 'http://localhost:9000', OIDC_CLIENT_ID: 'q', OIDC_CLIENT_SECRET: 's' })
        .OIDC_ISSUER,
    ).toBe('http://localhost:9000');
  });
});

describe('signing in through the provider', () => {
  it('starts with a redirect carrying PKCE, state and nonce, and binds them to the browser in a short-lived cookie', async () => {
    const browser = new Browser();
    const res = await browser.request(new URL(`${quire}/api/auth/oidc/start`));
    expect(res.status).toBe(303);
    const to = new URL(res.headers.get('location')!);
    expect(to.origin).toBe(provider.issuer);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('state')).toBeTruthy();
    expect(to.searchParams.get('nonce')).toBeTruthy();
    expect(to.searchParams.get('redirect_uri')).toBe(`${quire}/api/auth/oidc/callback`);
    const cookie = browser.setCookieLines.get('quire_sso')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/Path=\/api\/auth\/oidc/);
    // The sealed state shows none of what it holds.
    expect(cookie).not.toContain(to.searchParams.get('state'));
  });

  it('creates a reader on the first sign-in, named from the claims, signed in as after a password sign-in', async () => {
    const session = await ssoSignIn('alice');
    expect(session.user).toMatchObject({ email: 'alice@example.com', name: 'Alice Example', role: 'reader' });
    const me = await ctx.request({ method: 'GET', url: '/api/auth/user', token: session.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(session.user.id);
    const status = await ctx.request({ method: 'GET', url: '/api/auth/check-status', token: session.token });
    expect(status.json()).toEqual({ isAuthenticated: true });
  });

  it('finds the same reader on the next sign-in, even after the e-mail changed at the provider', async () => {
    const first = await ssoSignIn('alice');
    const again = await ssoSignIn('alice');
    expect(again.user.id).toBe(first.user.id);
    provider.accounts.get('alice')!.email = 'alice.new@example.com';
    const moved = await ssoSignIn('alice');
    expect(moved.user.id).toBe(first.user.id);
    expect(moved.user.email).toBe('alice@example.com');
  });

  it('links a verified e-mail to the existing password account, whose password still signs in', async () => {
    const bob = await ctx.signUp({ email: 'bob@example.com', name: 'Bob' });
    const session = await ssoSignIn('bob');
    expect(session.user.id).toBe(bob.id);
    expect(session.user.name).toBe('Bob');
    const login = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: bob.email, password: bob.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.id).toBe(bob.id);
  });

  it('refuses an unverified e-mail that belongs to an existing account, and links nothing', async () => {
    const carol = await ctx.signUp({ email: 'carol@example.com' });
    const landed = await new Browser().signIn(`${quire}/api/auth/oidc/start`, 'mallory');
    expect(fragment(landed, 'sso-error')).toBe('unverified-email');
    expect(SSO_MESSAGES.errors['unverified-email']).toMatch(/already exists/);
    // Still refused the next time: no link was made.
    const again = await new Browser().signIn(`${quire}/api/auth/oidc/start`, 'mallory');
    expect(fragment(again, 'sso-error')).toBe('unverified-email');
    const login = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: carol.email, password: carol.password },
    });
    expect(login.json().user.id).toBe(carol.id);
  });

  it('makes a new reader for an unverified e-mail nobody uses', async () => {
    const session = await ssoSignIn('dora');
    expect(session.user.email).toBe('dora@example.com');
  });

  it('ends with a message when the provider shares no e-mail', async () => {
    const landed = await new Browser().signIn(`${quire}/api/auth/oidc/start`, 'nomail');
    expect(fragment(landed, 'sso-error')).toBe('no-email');
  });

  it('ends on /auth as cancelled when the reader cancels at the provider', async () => {
    const landed = await new Browser().signIn(`${quire}/api/auth/oidc/start`, 'alice', { cancel: true });
    expect(fragment(landed, 'sso-error')).toBe('cancelled');
  });

  it('trades a code once only', async () => {
    const landed = await new Browser().signIn(`${quire}/api/auth/oidc/start`, 'alice');
    const code = fragment(landed, 'sso');
    expect((await exchange(code)).status).toBe(200);
    const reused = await exchange(code);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({
      message: SSO_MESSAGES.codeInvalid,
      code: 'SSO_CODE_INVALID',
    });
    expect((await exchange('x'.repeat(43))).status).toBe(400);
    expect((await exchange('not a code')).status).toBe(400);
  });

  it('refuses a callback that reaches another browser than the one that started it', async () => {
    const starter = new Browser();
    const res = await starter.request(new URL(`${quire}/api/auth/oidc/start`));
    const atProvider = res.headers.get('location')!;
    // A second browser (without the state cookie) carries the sign-in through.
    const landed = await new Browser().signIn(atProvider, 'alice');
    expect(fragment(landed, 'sso-error')).toBe('expired');
  });

  it('refuses a forged or tampered callback', async () => {
    const browser = new Browser();
    await browser.request(new URL(`${quire}/api/auth/oidc/start`));
    const res = await browser.request(new URL(`${quire}/api/auth/oidc/callback?code=forged&state=wrong`));
    expect(res.status).toBe(303);
    expect(fragment(new URL(res.headers.get('location')!, quire), 'sso-error')).toBe('failed');
  });
});

describe('a provider that is down', () => {
  it('ends on /auth saying it could not be reached, and password sign-in still works', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = await createTestContext({
      OIDC_ISSUER: `http://127.0.0.1:${port}`,
      OIDC_CLIENT_ID: CLIENT.clientId,
      OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    });
    const res = await down.request({ method: 'GET', url: '/api/auth/oidc/start' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/auth#sso-error=unavailable');
    expect((await down.request({ method: 'GET', url: '/api/auth/sso' })).json()).toEqual({
      oidc: { name: 'single sign-on' },
    });
    await down.signUp();
    await down.close();
  });
});
