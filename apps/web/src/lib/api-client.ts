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
  timeoutMs?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAbortError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
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

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
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

function errorFromResponse(response: Response, body: unknown): ApiError {
  const message =
    isRecord(body) && typeof body.message === 'string' && body.message !== ''
      ? body.message
      : `Request failed with status code ${response.status}`;
  const code = isRecord(body) && typeof body.code === 'string' ? body.code : `HTTP_${response.status}`;
  return new ApiError({ message, status: response.status, code, statusText: response.statusText, body });
}

/** Sends one API call and resolves with the parsed answer, or rejects with an {@link ApiError}. */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const { query, body, signal, timeoutMs = DEFAULT_TIMEOUT_MS, headers: extraHeaders, ...init } = options;
  const headers = new Headers(extraHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const token = getToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  // One key per write: the server answers a repeat of it (a retry) without writing twice.
  // randomUUID exists only in secure contexts; elsewhere a random key of the same use.
  if (method !== 'GET' && method !== 'HEAD' && !headers.has('Idempotency-Key'))
    headers.set(
      'Idempotency-Key',
      crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
    );
  const payload = encodeBody(body, headers);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await fetch(buildUrl(path, query), {
      ...init,
      method,
      headers,
      body: payload,
      signal: controller.signal,
    });
    const data = await readBody(response);
    if (!response.ok) throw errorFromResponse(response, data);
    return data as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) {
      throw new ApiError({
        message: `timeout of ${timeoutMs}ms exceeded`,
        status: 0,
        code: TIMEOUT_ERROR_CODE,
        cause: error,
      });
    }
    // Cancelled by the caller (e.g. TanStack Query): keep the AbortError so it is not reported.
    if (signal?.aborted && isAbortError(error)) throw error;
    throw new ApiError({ message: NETWORK_ERROR_MESSAGE, status: 0, code: NETWORK_ERROR_CODE, cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

export const get = <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options);

export const post = <T>(path: string, body?: unknown, options?: RequestOptions) =>
  request<T>('POST', path, { ...options, body });

export const put = <T>(path: string, body?: unknown, options?: RequestOptions) =>
  request<T>('PUT', path, { ...options, body });

export const patch = <T>(path: string, body?: unknown, options?: RequestOptions) =>
  request<T>('PATCH', path, { ...options, body });

export const del = <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options);

export const apiClient = { request, get, post, put, patch, del };
