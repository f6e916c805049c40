import type { TestContext } from '../helper.js';

/** One operation of the published OpenAPI document. */
export interface ApiOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As documented, e.g. /api/books/{id}/chapters/{number}. */
  path: string;
  /** The path with its parameters filled by `fillPath`. */
  url: string;
  parameters: { name: string; in: string; required?: boolean; schema?: Record<string, unknown> }[];
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> };
  security?: unknown[];
}

/** Routes anyone may call without signing in; every other documented route must answer 401. */
export const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'GET /api/auth/check-status',
  // Single sign-on (decision 051): the way in, so before any token exists.
  'GET /api/auth/sso',
  'GET /api/auth/oidc/start',
  'GET /api/auth/oidc/callback',
  'POST /api/auth/oidc/exchange',
  'GET /api/books/popular',
  'GET /api/images/{id}',
  'GET /api/images/{id}/thumb',
  // Atom feeds of released chapters, for feed readers without an account (decision 060).
  'GET /api/books/{bookId}/feed.atom',
  'GET /api/users/{userId}/feed.atom',
]);

export const FAKE_UUID = '00000000-0000-4000-8000-000000000000';

/** Fills path parameters: numbers for chapter numbers, a well-formed unknown UUID for ids. */
export function fillPath(path: string, values: Record<string, string> = {}): string {
  return path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => values[name] ?? (name === 'number' ? '1' : FAKE_UUID),
  );
}

/** Every documented operation (paths × methods) of /api/docs/json. */
export async function listOperations(ctx: TestContext): Promise<ApiOperation[]> {
  const res = await ctx.request({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`OpenAPI document: ${res.statusCode}`);
  const doc = res.json() as {
    paths: Record<string, Record<string, Omit<ApiOperation, 'method' | 'path' | 'url'>>>;
  };
  const operations: ApiOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      operations.push({
        method: method.toUpperCase() as ApiOperation['method'],
        path,
        url: fillPath(path),
        parameters: operation.parameters ?? [],
        requestBody: operation.requestBody,
        security: operation.security,
      });
    }
  }
  return operations;
}

export const operationKey = (op: { method: string; path: string }) => `${op.method} ${op.path}`;
