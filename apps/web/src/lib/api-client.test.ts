import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as routes from '@quire/shared/routes';
import { ApiError, api, apiWithHeaders, NETWORK_ERROR_CODE, request, TIMEOUT_ERROR_CODE } from './api-client';
import { withUploadProgress } from './upload-progress';

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

    await expect(request('GET', '/api/auth/user')).resolves.toEqual({ ok: true });

    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/auth/user');
    expect(init.method).toBe('GET');
    expect(headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    await request('GET', '/api/books/popular');
    expect(lastCall().headers.has('Authorization')).toBe(false);
  });

  it('encodes bodies as JSON and appends query parameters', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ token: 't' }));
    await request('POST', '/api/auth/login', {
      body: { email: 'a@b.co', password: 'secret' },
      query: { key: 'quire', skip: undefined },
    });

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

    await request('POST', '/api/auth/user/avatar', { body: form });

    const { init, headers } = lastCall();
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('sends no body and no content type for empty-bodied calls and resolves 204 to undefined', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(request('DELETE', '/api/books/1')).resolves.toBeUndefined();
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

    const error = await rejectionOf(request('POST', '/api/auth/login', { body: {} }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS', message: body.message, body });
  });

  it('gives non-JSON error answers a generic message and an HTTP code', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );

    const error = await rejectionOf(request('GET', '/api/books'));

    expect(error).toMatchObject({
      status: 502,
      code: 'HTTP_502',
      statusText: 'Bad Gateway',
      message: 'Request failed with status code 502',
    });
  });

  it("reports a network failure as an error whose message contains 'Network Error'", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await rejectionOf(request('GET', '/api/books'));

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

    const pending = rejectionOf(request('GET', '/api/books', { timeoutMs: 15_000 }));
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

    const pending = rejectionOf(request('GET', '/api/books', { signal: controller.signal }));
    controller.abort();
    const error = await pending;

    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('the typed client', () => {
  it("builds the path from the route's pattern and params, and sends its method", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'ok', comments: 0 }));

    await api(routes.deleteChapterComment, { params: { id: 'b 1', number: 3, commentId: 'c/2' } });

    const { url, init } = lastCall();
    expect(url).toBe('/api/books/b%201/chapters/3/comments/c%2F2');
    expect(init.method).toBe('DELETE');
  });

  it('sends the query with numbers and flags as text, leaving out unset values', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ books: [], total: 0, page: 1, totalPages: 0 }));

    await api(routes.listBooks, { query: { page: 2, favorites: true, q: undefined, sort: 'title' } });

    expect(lastCall().url).toBe('/api/books?page=2&favorites=true&sort=title');
  });

  it('sends the body as JSON and resolves with the answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ averageRating: 4, totalRatings: 1, userRating: 4 }));

    await expect(api(routes.rateBook, { params: { id: 'b1' }, body: { rating: 4 } })).resolves.toEqual({
      averageRating: 4,
      totalRatings: 1,
      userRating: 4,
    });
    const { url, init } = lastCall();
    expect(url).toBe('/api/books/b1/rate');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ rating: 4 }));
  });

  it('gives the status and the response headers with apiWithHeaders', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify([]), {
        status: 200,
        headers: {
          'Content-Type': 'application/json',
          'X-Total-Count': '42',
          Link: '</api/books/b1/comments?page=2&limit=10>; rel="next"',
        },
      }),
    );

    const answer = await apiWithHeaders(routes.listBookComments, {
      params: { id: 'b1' },
      query: { page: 1 },
    });

    expect(answer.status).toBe(200);
    expect(answer.headers.get('X-Total-Count')).toBe('42');
    expect(answer.headers.get('Link')).toContain('rel="next"');
  });

  describe('with upload progress', () => {
    type ProgressLike = { lengthComputable: boolean; loaded: number; total: number };
    class FakeXhr {
      static last: FakeXhr;
      method = '';
      url = '';
      headers: Record<string, string> = {};
      body: unknown;
      status = 0;
      statusText = '';
      responseText = '';
      responseType = '';
      timeout = 0;
      responseHeaders = '';
      private listeners: Record<string, (() => void)[]> = {};
      upload = {
        listeners: [] as ((event: ProgressLike) => void)[],
        addEventListener: (_type: string, listener: (event: ProgressLike) => void) => {
          this.upload.listeners.push(listener);
        },
      };
      constructor() {
        FakeXhr.last = this;
      }
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name.toLowerCase()] = value;
      }
      addEventListener(type: string, listener: () => void) {
        this.listeners[type] = [...(this.listeners[type] ?? []), listener];
      }
      getAllResponseHeaders() {
        return this.responseHeaders;
      }
      send(body: unknown) {
        this.body = body;
      }
      abort() {
        this.fire('abort');
      }
      fire(type: string) {
        for (const listener of this.listeners[type] ?? []) listener();
      }
      answer(status: number, body: unknown) {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.responseHeaders = 'content-type: application/json\r\nx-request-id: r1\r\n';
        this.fire('load');
      }
    }

    beforeEach(() => {
      vi.stubGlobal('XMLHttpRequest', FakeXhr);
    });

    it('reports the fraction sent and resolves with the answer', async () => {
      window.localStorage.setItem('token', 'abc.def');
      const form = new FormData();
      const progress: number[] = [];

      const pending = apiWithHeaders(routes.uploadImage, {
        body: form,
        transport: withUploadProgress((fraction) => progress.push(fraction)),
      });
      const xhr = FakeXhr.last;
      for (const listener of xhr.upload.listeners) listener({ lengthComputable: true, loaded: 5, total: 10 });
      xhr.answer(201, { secure_url: '/api/images/1' });
      const answer = await pending;

      expect(xhr.method).toBe('POST');
      expect(xhr.url).toBe('/api/images');
      expect(xhr.body).toBe(form);
      expect(xhr.headers.authorization).toBe('Bearer abc.def');
      expect(progress).toEqual([0.5]);
      expect(answer.status).toBe(201);
      expect(answer.data).toEqual({ secure_url: '/api/images/1' });
      expect(answer.headers.get('X-Request-Id')).toBe('r1');
    });

    it('rejects an error answer with an ApiError carrying its status and body', async () => {
      const pending = rejectionOf(
        api(routes.uploadImage, { body: new FormData(), transport: withUploadProgress(() => undefined) }),
      );
      FakeXhr.last.answer(415, { message: 'Please upload a valid image file', code: 'UNSUPPORTED' });

      expect(await pending).toMatchObject({
        status: 415,
        code: 'UNSUPPORTED',
        body: { message: 'Please upload a valid image file', code: 'UNSUPPORTED' },
      });
    });

    it('surfaces a cancellation as an AbortError', async () => {
      const controller = new AbortController();
      const pending = rejectionOf(
        api(routes.uploadImage, {
          body: new FormData(),
          signal: controller.signal,
          transport: withUploadProgress(() => undefined),
        }),
      );
      controller.abort();

      expect((await pending) as Error).toMatchObject({ name: 'AbortError' });
    });
  });
});
