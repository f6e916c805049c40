import { errorFromResponse, networkError, requestHeaders } from '@/lib/api-client';

export interface DownloadProgress {
  received: number;
  /** From Content-Length; null when the server did not say. */
  total: number | null;
}

const fileNameOf = (disposition: string | null, fallback: string) =>
  /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * Downloads a private file with the caller's token, reading the body as a stream so progress
 * can be shown, then hands it to the browser as a saved file.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  onProgress: (progress: DownloadProgress) => void,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(path, { headers: requestHeaders({ Accept: '*/*' }) });
  } catch (error) {
    throw networkError(error);
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw errorFromResponse(response, body);
  }
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress({ received, total });
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress({ received, total });
    }
  } else {
    const bytes = new Uint8Array(await response.arrayBuffer());
    chunks.push(bytes);
    onProgress({ received: bytes.byteLength, total });
  }
  const name = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
  const url = URL.createObjectURL(
    new Blob(chunks as BlobPart[], { type: response.headers.get('Content-Type') ?? '' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started saving; the object URL can go once it has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
