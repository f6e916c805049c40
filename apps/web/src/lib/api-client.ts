import {
  buildPath,
  type Route,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@quire/shared/routes';
import { randomId } from './random-id';
import { getToken } from './token-storage';

/** Same origin: the server serves both the API and this app. */
export const API_BASE_URL = '';
export const DEFAULT_TIMEOUT_MS = 15_000;

/** Codes for failures that never reached an HTTP answer (names follow the spec's wording). */
export const TIMEOUT_ERROR_CODE = 'ECONNABORTED';
export const NETWORK_ERROR_CODE = 'ERR_NETWORK';
export const NETWORK_ERROR_MESSAGE = 'Network Error';

interface ApiErrorInit {
  message: string;
  status: number;
  code: string;
  statusText?: string;
  body?: unknown;
  cause?: unknown;
}

/**
 * Every failed call ends up here: an HTTP error answer (`{ message, code }` from the server),
 * a timeout (code ECONNABORTED) or a network failure (message 'Network Error', status 0).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly statusText: string;
  readonly body: unknown;

  constructor({ message, status, code, statusText = '', body, cause }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.statusText = statusText;
    this.body = body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions extends Omit<RequestInit, 'body' | 'method' | 'signal'> {
  /** Appended to the URL; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** FormData, Blob and URLSearchParams are sent as they are; anything else as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Gives up after this long (DEFAULT_TIMEOUT_MS); 0 waits as long as it takes. */
  timeoutMs?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAbortError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE_URL}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

export function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) {
    // The browser sets the multipart boundary / content type itself.
    return body;
  }
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const contentType = response.headers.get('Content-Type') ?? '';
  if (contentType.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export function errorFromResponse(
  response: Pick<Response, 'status' | 'statusText'>,
  body: unknown,
): ApiError {
  const message =
    isRecord(body) && typeof body.message === 'string' && body.message !== ''
      ? body.message
      : `Request failed with status code ${response.status}`;
  const code = isRecord(body) && typeof body.code === 'string' ? body.code : `HTTP_${response.status}`;
  return new ApiError({ message, status: response.status, code, statusText: response.statusText, body });
}

/** An answer with what came with it: the status and the response headers. */
export interface ApiAnswer<T> {
  data: T;
  status: number;
  headers: Headers;
}

export function timeoutError(timeoutMs: number, cause: unknown): ApiError {
  return new ApiError({
    message: `timeout of ${timeoutMs}ms exceeded`,
    status: 0,
    code: TIMEOUT_ERROR_CODE,
    cause,
  });
}

export const networkError = (cause: unknown) =>
  new ApiError({ message: NETWORK_ERROR_MESSAGE, status: 0, code: NETWORK_ERROR_CODE, cause });

export function requestHeaders(extraHeaders: HeadersInit | undefined): Headers {
  const headers = new Headers(extraHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const token = getToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

const takeEarly = (url: string, headers: Headers): Promise<Response> | undefined =>
  typeof window === 'undefined' ? undefined : window.quireEarly?.take(url, headers.get('Authorization'));

/** The answer, unless the signal aborts first (then an AbortError, as fetch gives). */
function untilAborted(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * Sends one call and resolves with the parsed answer, its status and headers, or rejects with an
 * {@link ApiError}. The transport under {@link api}; call that instead, with a route.
 */
export async function send<T = unknown>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiAnswer<T>> {
  const { query, body, signal, timeoutMs = DEFAULT_TIMEOUT_MS, headers: extraHeaders, ...init } = options;
  const headers = requestHeaders(extraHeaders);
  // One key per write: the server answers a repeat of it (a retry) without writing twice.
  if (method !== 'GET' && method !== 'HEAD' && !headers.has('Idempotency-Key'))
    headers.set('Idempotency-Key', randomId());
  const payload = encodeBody(body, headers);

  const controller = new AbortController();
  let timedOut = false;
  // A timeout of 0 waits as long as it takes.
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const url = buildUrl(path, query);
    // The same call made as the page loaded (src/boot.ts): its answer, once.
    const early = method === 'GET' && payload === undefined ? takeEarly(url, headers) : undefined;
    const response = await (early
      ? untilAborted(early, controller.signal)
      : fetch(url, { ...init, method, headers, body: payload, signal: controller.signal }));
    const data = await readBody(response);
    if (!response.ok) throw errorFromResponse(response, data);
    return { data: data as T, status: response.status, headers: response.headers };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw timeoutError(timeoutMs, error);
    // Cancelled by the caller (e.g. TanStack Query): keep the AbortError so it is not reported.
    if (signal?.aborted && isAbortError(error)) throw error;
    throw networkError(error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** {@link send}, resolving with the answer only. */
export const request = async <T = unknown>(
  method: string,
  path: string,
  options?: RequestOptions,
): Promise<T> => (await send<T>(method, path, options)).data;

/** How a call is sent: {@link send} (fetch) unless a call asks for another way. */
export type Transport = <T>(method: string, path: string, options: RequestOptions) => Promise<ApiAnswer<T>>;

// ---------------------------------------------------------------- the typed client

/** Whether a part may be left out: nothing to send, or every key optional. */
type Omittable<T> = T extends undefined ? true : Record<string, never> extends T ? true : false;

type ParamsPart<R extends Route> =
  RouteParams<R> extends undefined ? { params?: undefined } : { params: RouteParams<R> };

type QueryPart<R extends Route> =
  RouteQuery<R> extends undefined
    ? { query?: undefined }
    : Omittable<RouteQuery<R>> extends true
      ? { query?: RouteQuery<R> }
      : { query: RouteQuery<R> };

type BodyPart<R extends Route> = R extends { multipart: true }
  ? { body: FormData | Exclude<RouteBody<R>, undefined> }
  : RouteBody<R> extends undefined
    ? { body?: undefined }
    : Omittable<RouteBody<R>> extends true
      ? { body?: RouteBody<R> }
      : { body: RouteBody<R> };

/** What a call takes besides its route: its params, query and body, and how to send it. */
export type CallOptions<R extends Route> = Omit<RequestOptions, 'query' | 'body'> &
  ParamsPart<R> &
  QueryPart<R> &
  BodyPart<R> & {
    /** Sends the call another way, e.g. `withUploadProgress(onProgress)` (./upload-progress). */
    transport?: Transport;
  };

/** The options argument, which may be left out when the call needs nothing. */
type CallArgs<R extends Route> =
  Record<string, never> extends ParamsPart<R> & QueryPart<R> & BodyPart<R>
    ? [options?: CallOptions<R>]
    : [options: CallOptions<R>];

/**
 * Calls the API: `api(routes.getBook, { params: { id } })`. The path is built from the route's
 * pattern and params, the query and body are typed by the route's schemas, and the answer has
 * the type of its response schema (not checked at run time: the server validates both ends).
 */
export async function api<R extends Route>(route: R, ...[options]: CallArgs<R>): Promise<RouteResponse<R>> {
  return (await apiWithHeaders(route, ...([options] as CallArgs<R>))).data;
}

/** {@link api}, resolving with the status and response headers too (e.g. X-Total-Count, Link). */
export function apiWithHeaders<R extends Route>(
  route: R,
  ...[options]: CallArgs<R>
): Promise<ApiAnswer<RouteResponse<R>>> {
  const {
    params,
    query,
    transport = send,
    ...rest
  } = (options ?? {}) as CallOptions<Route> & {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
  };
  const path = buildPath(route.path, params);
  const sendOptions: RequestOptions = { ...rest, query };
  return transport(route.method, path, sendOptions);
}
