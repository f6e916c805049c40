import { deferredModule } from './deferred-modules.js';

/** The native argon2 binding loads on the first password hashed or checked (decision 058). */
const argon2 = deferredModule<typeof import('@node-rs/argon2')>('@node-rs/argon2');

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** argon2id with the library's defaults (19 MiB, 2 passes), as OWASP recommends. */
export const hashPassword = (password: string) => argon2().hash(password, { algorithm: ARGON2ID });

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  // Loaded outside the try: a binding that fails to load is an error, not a wrong password.
  const { verify } = argon2();
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this keeps unknown-email logins as slow as wrong-password ones. */
let dummyHash: Promise<string> | undefined;
export const timingSafeDummyHash = () => {
  dummyHash ??= hashPassword('not-a-real-password-just-for-timing');
  return dummyHash;
};
