/** Small HTTP helpers for tests that talk to real server processes. */

export interface HttpAnswer<T = Record<string, unknown>> {
  status: number;
  json: T;
  headers: Headers;
  ms: number;
}

export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<HttpAnswer<T>> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let json: unknown = {};
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    json = { text };
  }
  return { status: res.status, json: json as T, headers: res.headers, ms: performance.now() - started };
}

/** Like `call`, but any non-2xx answer throws with the body (for setup steps). */
export async function ok<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const answer = await call<T>(baseUrl, method, url, options);
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`${method} ${url} -> ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json;
}

export interface SignedUpUser {
  id: string;
  token: string;
  email: string;
  password: string;
}

export async function signUpOver(baseUrl: string, label: string): Promise<SignedUpUser> {
  const email = `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const password = 'scale-out-password';
  await ok(baseUrl, 'POST', '/api/auth/register', { body: { name: label, email, password } });
  const login = await ok<{ token: string; user: { id: string } }>(baseUrl, 'POST', '/api/auth/login', {
    body: { email, password },
  });
  return { id: login.user.id, token: login.token, email, password };
}

/** Polls `check` until it answers true or the time is up. */
export async function eventually(check: () => Promise<boolean>, timeoutMs: number, stepMs = 200) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
  return false;
}

/** A valid book-form body with three short chapters. */
export const bookBody = (title: string, isbn: string) => ({
  title,
  author: 'Test Author',
  isbn,
  category: 'Fiction',
  chapters: [1, 2, 3].map((n) => ({ title: `Chapter ${n}`, content: `Words of chapter ${n}. `.repeat(20) })),
});
