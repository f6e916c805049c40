// The reader every benchmark signs in as: a Bearer token for the API, and for the OPDS catalogue
// HTTP Basic with an app password, as the README tells e-reader users to set up (the account
// password also signs in, but only as a fallback that runs the full password check every time).

const json = { 'content-type': 'application/json' };

/** Registers and signs in a fresh reader on `base`; its token and its OPDS Authorization header. */
export async function signUpBenchReader(base, prefix = 'bench') {
  const user = { name: 'Bench', email: `${prefix}-${Date.now()}@example.com`, password: 'bench-password' };
  await fetch(`${base}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify(user) });
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(user),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`the bench reader could not sign in: ${res.status} ${JSON.stringify(body)}`);
  const created = await fetch(`${base}/api/profile/app-passwords`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${body.token}` },
    body: JSON.stringify({ name: 'Bench e-reader' }),
  });
  const appPassword = await created.json();
  if (!created.ok)
    throw new Error(`the bench reader's app password: ${created.status} ${JSON.stringify(appPassword)}`);
  return {
    token: body.token,
    basic: `Basic ${Buffer.from(`${user.email}:${appPassword.secret}`).toString('base64')}`,
  };
}
