import { readFileSync } from 'node:fs';
import path from 'node:path';
import { UI_TEXT } from '@quire/shared/messages';
import * as routes from '@quire/shared/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyRequests, loadWebFonts, screenRequests, startEarlyRequests } from './boot';
import { api } from './lib/api-client';

const BOOK = '0b6f3a1c-2d4e-4f5a-8b9c-0d1e2f3a4b5c';
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  localStorage.clear();
  window.quireEarly = undefined;
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  window.quireEarly = undefined;
  for (const link of document.head.querySelectorAll('link[rel="stylesheet"]')) link.remove();
});

describe('what a signed-in page asks for first', () => {
  it("the reader: its contents, settings, speed, this device's place and the linked chapter", () => {
    const url = new URL(`http://quire.test/book-reader?book=${BOOK}&chapter=3`);
    expect(screenRequests(url, 'device-1234')).toEqual([
      `/api/books/${BOOK}/chapters`,
      '/api/reader/settings',
      '/api/reading/speed',
      `/api/books/${BOOK}/position?deviceId=device-1234`,
      `/api/books/${BOOK}/chapters/3`,
    ]);
    // No device id yet (a first visit) and no chapter in the link: neither is guessed.
    expect(screenRequests(new URL(`http://quire.test/book-reader?book=${BOOK}`), null)).toEqual([
      `/api/books/${BOOK}/chapters`,
      '/api/reader/settings',
      '/api/reading/speed',
    ]);
  });

  it('asks for the dashboard home its featured books and Continue reading', () => {
    expect(screenRequests(new URL('http://quire.test/dashboard'), null)).toEqual([
      '/api/books?limit=12&featured=true',
      '/api/reading/continue?limit=8',
    ]);
  });

  it('asks for nothing it cannot know: a malformed book, a library with filters, other screens', () => {
    expect(screenRequests(new URL('http://quire.test/book-reader?book=../../x&chapter=1'), 'd')).toEqual([]);
    expect(
      screenRequests(new URL(`http://quire.test/book-reader?book=${BOOK}&chapter=0`), null),
    ).toHaveLength(3);
    expect(screenRequests(new URL('http://quire.test/book-library?sort=title'), null)).toEqual([]);
    expect(screenRequests(new URL('http://quire.test/dashboard?tab=library'), null)).toEqual([]);
    expect(screenRequests(new URL('http://quire.test/reading-goals'), null)).toEqual([]);
  });

  it('the library: its first page in the default order; every page: the sign-in check and the user', () => {
    expect(earlyRequests(new URL('http://quire.test/book-library'), null)).toEqual([
      '/api/auth/check-status?key=quire',
      '/api/auth/user',
      '/api/books?page=1&limit=8&sort=createdAt&order=desc',
    ]);
  });
});

describe('early answers', () => {
  it('signed out, nothing is asked for', () => {
    window.history.replaceState(null, '', '/book-library');
    startEarlyRequests();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.quireEarly).toBeUndefined();
  });

  it('the app takes each answer once, with the same token, instead of asking again', async () => {
    localStorage.setItem('token', 'tok.en');
    window.history.replaceState(null, '', '/book-library');
    fetchMock.mockImplementation(async (url) => json({ from: 'early', url: String(url) }));
    startEarlyRequests();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Authorization')).toBe('Bearer tok.en');

    fetchMock.mockImplementation(async (url) => json({ from: 'app', url: String(url) }));
    await expect(api(routes.getCurrentUser)).resolves.toMatchObject({ from: 'early' });
    // Taken once: the next call goes to the network.
    await expect(api(routes.getCurrentUser)).resolves.toMatchObject({ from: 'app' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("a first visit of the reader gets this browser's device id, so its place is asked for at once", () => {
    localStorage.setItem('token', 'tok.en');
    window.history.replaceState(null, '', `/book-reader?book=${BOOK}&chapter=1`);
    fetchMock.mockImplementation(async () => json({}));
    startEarlyRequests();
    const id = localStorage.getItem('quire-device-id');
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      `/api/books/${BOOK}/position?deviceId=${id}`,
    );
  });

  it('an answer asked for with another token is not used', () => {
    localStorage.setItem('token', 'old.token');
    window.history.replaceState(null, '', '/book-library');
    fetchMock.mockImplementation(async () => json({}));
    startEarlyRequests();
    expect(window.quireEarly?.take('/api/auth/user', 'Bearer new.token')).toBeUndefined();
    expect(window.quireEarly?.take('/api/auth/user', 'Bearer old.token')).toBeInstanceOf(Promise);
  });
});

describe('web fonts', () => {
  it('load at once when the offline copy controls the page', () => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: {} } });
    loadWebFonts('/static/css/fonts-test.css');
    expect(document.head.querySelector('link[href="/static/css/fonts-test.css"]')).not.toBeNull();
  });

  it('on a first visit, only once the screen has painted and the page is quiet', async () => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: undefined });
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    loadWebFonts('/static/css/fonts-late.css');
    expect(document.head.querySelector('link[href="/static/css/fonts-late.css"]')).toBeNull();
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[href="/static/css/fonts-late.css"]')).not.toBeNull(),
    );
  });
});

describe('the page before the app', () => {
  it("index.html paints the spec's full-screen loading text, as the app's own loading state does", () => {
    const html = readFileSync(path.join(import.meta.dirname, '../index.html'), 'utf8');
    const bootLoading = /<div id="boot-loading" role="status"[\s\S]*?<p[^>]*>([^<]*)<\/p>/.exec(html);
    expect(bootLoading?.[1]).toBe(UI_TEXT.loading);
  });
});
