import { buildUrl, errorFromResponse, requestHeaders } from './api-client';

/** The file name a download's Content-Disposition gives (its UTF-8 form first), else `fallback`. */
export function fileNameOf(headers: Headers, fallback: string): string {
  const disposition = headers.get('content-disposition') ?? '';
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!);
    } catch {
      // Fall through to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/** Downloads a file the API answers (signed in as the caller) and saves it under its own name. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(buildUrl(path), { headers: requestHeaders({ Accept: '*/*' }) });
  if (!response.ok) throw errorFromResponse(response, await response.json().catch(() => undefined));
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
