import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, del, get, NETWORK_ERROR_CODE, post, TIMEOUT_ERROR_CODE } from './api-client';

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
};

const rejectionOf = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
};

describe('api client requests', () => {
  it('calls the same origin and adds the stored token as a bearer header', async () => {
    window.localStorage.setItem('token', 'abc.def');
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));

    await expect(get('/api/auth/user')).resolves.toEqual({ ok: true });

    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/auth/user');
    expect(init.method).toBe('GET');
    expect(headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    await get('/api/books/popular');
    expect(lastCall().headers.has('Authorization')).toBe(false);
  });

  it('encodes bodies as JSON and appends query parameters', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ token: 't' }));
    await post(
      '/api/auth/login',
      { email: 'a@b.co', password: 'secret' },
      { query: { key: 'quire', skip: undefined } },
    );

    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/auth/login?key=quire');
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.co', password: 'secret' }));
  });

  it('passes FormData through untouched so the browser sets the multipart boundary', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    const form = new FormData();
    form.append('avatar', new Blob(['x'], { type: 'image/png' }), 'a.png');

    await post('/api/auth/user/avatar', form);

    const { init, headers } = lastCall();
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('sends no body and no content type for empty-bodied calls and resolves 204 to undefined', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(del('/api/books/1')).resolves.toBeUndefined();
    const { init, headers } = lastCall();
    expect(init.method).toBe('DELETE');
    expect(init.body).toBeUndefined();
    expect(headers.has('Content-Type')).toBe(false);
  });
});

describe('api client error mapping', () => {
  it('turns a JSON error answer into an ApiError with status, code, message and body', async () => {
    const body = { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' };
    fetchMock.mockResolvedValue(jsonResponse(body, 401));

    const error = await rejectionOf(post('/api/auth/login', {}));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS', message: body.message, body });
  });

  it('gives non-JSON error answers a generic message and an HTTP code', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );

    const error = await rejectionOf(get('/api/books'));

    expect(error).toMatchObject({
      status: 502,
      code: 'HTTP_502',
      statusText: 'Bad Gateway',
      message: 'Request failed with status code 502',
    });
  });

  it("reports a network failure as an error whose message contains 'Network Error'", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await rejectionOf(get('/api/books'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: NETWORK_ERROR_CODE });
    expect((error as Error).message).toContain('Network Error');
  });

  it('aborts a call that takes too long and reports it with code ECONNABORTED', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );

    const pending = rejectionOf(get('/api/books', { timeoutMs: 15_000 }));
    await vi.advanceTimersByTimeAsync(15_000);
    const error = await pending;

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: TIMEOUT_ERROR_CODE, status: 0 });
  });

  it('lets a cancellation by the caller surface as an AbortError, not a network error', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();

    const pending = rejectionOf(get('/api/books', { signal: controller.signal }));
    controller.abort();
    const error = await pending;

    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});
