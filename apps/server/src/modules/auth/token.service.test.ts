import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './token.service.js';

const claims = { userId: '7d0c5f7e-8f33-4a55-9d2a-6f1f0e6b2c11', tokenVersion: 3 };

describe('token service', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the claims of a token it signed, again and again', async () => {
    const tokens = createTokenService('a-secret-that-is-long-enough-for-hs256');
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const tokens = createTokenService('a-secret-that-is-long-enough-for-hs256', 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-22T10:01:01Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token whose bytes differ from a verified one, or signed with another secret', async () => {
    const tokens = createTokenService('a-secret-that-is-long-enough-for-hs256');
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ sub: 'someone-else', id: 'someone-else', ver: 3 })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${header}.${payload}.${signature.slice(0, -2)}AA`)).toBeNull();
    const other = await createTokenService('another-secret-that-is-long-enough-too').sign(claims);
    expect(await tokens.verify(other)).toBeNull();
  });
});
