import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../plugins/auth.js';
import type { MatchedAppPassword } from '../app-passwords/app-passwords.service.js';
import { basicCredentials, createOpdsSignIn, type OpdsSignInDeps } from './opds-sign-in.js';

const reader: AuthUser = { id: 'u1', role: 'reader' };
const byAppPassword: MatchedAppPassword = { ...reader, appPasswordId: 'ap1' };

function setUp(overrides: Partial<OpdsSignInDeps> = {}) {
  const verify = vi.fn<OpdsSignInDeps['verify']>(async () => byAppPassword);
  const stillLive = vi.fn<OpdsSignInDeps['stillLive']>(async () => reader);
  const signIn = createOpdsSignIn({ verify, stillLive, ...overrides });
  return { verify, stillLive, signIn: signIn.signIn };
}

describe('createOpdsSignIn', () => {
  it('verifies an app password once, then re-checks it by id on each use', async () => {
    const { verify, stillLive, signIn } = setUp();
    for (let n = 0; n < 3; n++)
      expect(await signIn('Reader@Example.com', 'secret', '10.0.0.1')).toEqual(reader);
    // Another address, another spelling of the e-mail: the same credential.
    expect(await signIn('reader@example.com', 'secret', '10.0.0.2')).toEqual(reader);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith('reader@example.com', 'secret', '10.0.0.1');
    expect(stillLive).toHaveBeenCalledTimes(3);
    expect(stillLive).toHaveBeenCalledWith('ap1', 'reader@example.com');
  });

  it('checks afresh once the app password is no longer live', async () => {
    const { verify, stillLive, signIn } = setUp();
    await signIn('reader@example.com', 'secret', '10.0.0.1');
    stillLive.mockResolvedValueOnce(undefined);
    verify.mockRejectedValueOnce(new Error('401'));
    await expect(signIn('reader@example.com', 'secret', '10.0.0.1')).rejects.toThrow('401');
    expect(verify).toHaveBeenCalledTimes(2);
    // Nothing is remembered after the failure.
    await signIn('reader@example.com', 'secret', '10.0.0.1');
    expect(verify).toHaveBeenCalledTimes(3);
  });

  it('forgets a verified app password after its lifetime', async () => {
    const { verify, signIn } = setUp({ ttlMs: 20 });
    await signIn('reader@example.com', 'secret', '10.0.0.1');
    await sleep(40);
    await signIn('reader@example.com', 'secret', '10.0.0.1');
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('never remembers the account password or a wrong credential, or tells one secret for another', async () => {
    const { verify, stillLive, signIn } = setUp();
    verify.mockResolvedValue(reader);
    await signIn('reader@example.com', 'account password', '10.0.0.1');
    await signIn('reader@example.com', 'account password', '10.0.0.1');
    expect(verify).toHaveBeenCalledTimes(2);
    verify.mockResolvedValueOnce(byAppPassword);
    await signIn('reader@example.com', 'secret', '10.0.0.1');
    verify.mockRejectedValue(new Error('401'));
    await expect(signIn('reader@example.com', 'secreT', '10.0.0.1')).rejects.toThrow('401');
    await expect(signIn('other@example.com', 'secret', '10.0.0.1')).rejects.toThrow('401');
    expect(verify).toHaveBeenCalledTimes(5);
    expect(stillLive).not.toHaveBeenCalled();
  });

  it('lets identical requests from one address share one check, and counts other addresses apart', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { verify, signIn } = setUp();
    verify.mockImplementation(async () => {
      await gate;
      throw new Error('401');
    });
    const same = Array.from({ length: 20 }, () => signIn('reader@example.com', 'guess', '10.0.0.1'));
    const other = signIn('reader@example.com', 'guess', '10.0.0.2');
    release();
    for (const attempt of [...same, other]) await expect(attempt).rejects.toThrow('401');
    expect(verify).toHaveBeenCalledTimes(2);
  });
});

describe('basicCredentials', () => {
  const basic = (pair: string) => `Basic ${Buffer.from(pair).toString('base64')}`;

  it('reads the e-mail (trimmed) and the password (as sent) of a well-formed header', () => {
    expect(basicCredentials(basic('reader@example.com:secret'))).toEqual({
      email: 'reader@example.com',
      password: 'secret',
    });
    expect(basicCredentials(basic(' reader@example.com :pass:word '))).toEqual({
      email: 'reader@example.com',
      password: 'pass:word ',
    });
    expect(basicCredentials(`basic  ${Buffer.from('a@b.c:pw').toString('base64')}`)).toEqual({
      email: 'a@b.c',
      password: 'pw',
    });
    expect(basicCredentials(basic('ä@b.c:pässwörd'))?.password).toBe('pässwörd');
  });

  it('finds none in a missing or malformed header, or one without an e-mail', () => {
    for (const header of [
      undefined,
      '',
      'Basic',
      'Basic ',
      'Basic !!!',
      `Bearer ${Buffer.from('a@b.c:pw').toString('base64')}`,
      'Basic eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln',
      `Basic ${Buffer.from('a@b.c:pw').toString('base64')} extra`,
      basic('no colon'),
      basic(':password only'),
    ])
      expect(basicCredentials(header), String(header)).toBeUndefined();
  });
});
