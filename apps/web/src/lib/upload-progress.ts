import {
  type ApiAnswer,
  buildUrl,
  DEFAULT_TIMEOUT_MS,
  encodeBody,
  errorFromResponse,
  networkError,
  type RequestOptions,
  requestHeaders,
  type Transport,
  timeoutError,
} from './api-client';

const abortError = () => new DOMException('The request was cancelled', 'AbortError');

/** Parses response headers as XMLHttpRequest gives them ("name: value" lines). */
function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * {@link send} through XMLHttpRequest, the one browser API that reports upload progress. Same
 * headers, body encoding, errors, timeout and cancellation as with fetch.
 */
function sendWithProgress<T>(
  method: string,
  path: string,
  options: RequestOptions,
  onUploadProgress: (fraction: number) => void,
): Promise<ApiAnswer<T>> {
  const { query, body, signal, timeoutMs = DEFAULT_TIMEOUT_MS, headers: extraHeaders } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const headers = requestHeaders(extraHeaders);
    const payload = encodeBody(body, headers);
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildUrl(path, query));
    headers.forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.responseType = 'text';
    if (timeoutMs > 0) xhr.timeout = timeoutMs;
    const cleanUp = () => signal?.removeEventListener('abort', cancel);
    const cancel = () => xhr.abort();

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      cleanUp();
      const responseHeaders = parseHeaders(xhr.getAllResponseHeaders());
      const text = xhr.responseText;
      let data: unknown = text === '' ? undefined : text;
      if (text !== '' && (responseHeaders.get('Content-Type') ?? '').includes('json')) {
        try {
          data = JSON.parse(text) as unknown;
        } catch {
          data = text;
        }
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve({ data: data as T, status: xhr.status, headers: responseHeaders });
        return;
      }
      reject(
        errorFromResponse(
          { status: xhr.status, statusText: xhr.statusText } as Pick<Response, 'status' | 'statusText'>,
          data,
        ),
      );
    });
    xhr.addEventListener('error', () => {
      cleanUp();
      reject(networkError(undefined));
    });
    xhr.addEventListener('timeout', () => {
      cleanUp();
      reject(timeoutError(timeoutMs, undefined));
    });
    xhr.addEventListener('abort', () => {
      cleanUp();
      reject(abortError());
    });
    signal?.addEventListener('abort', cancel, { once: true });
    xhr.send((payload as XMLHttpRequestBodyInit | undefined) ?? null);
  });
}

/**
 * A transport for {@link api} that reports the fraction of the body sent, 0 to 1:
 * `api(routes.uploadImage, { body, transport: withUploadProgress(setProgress) })`. Kept apart
 * from the client so that only the screens that upload load it.
 */
export const withUploadProgress =
  (onUploadProgress: (fraction: number) => void): Transport =>
  (method, path, options) =>
    sendWithProgress(method, path, options, onUploadProgress);
