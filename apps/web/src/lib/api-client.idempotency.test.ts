import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './api-client';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () => new Response('{}', { headers: { 'Content-Type': 'application/json' } }),
  );
});

const keyOfCall = (index: number) =>
  new Headers(fetchMock.mock.calls[index]?.[1]?.headers).get('Idempotency-Key');

describe('Idempotency-Key on writes', () => {
  it('sends a fresh key with every write and none with reads', async () => {
    await request('POST', '/api/books/1/comment', { body: { content: 'a' } });
    await request('POST', '/api/books/1/comment', { body: { content: 'a' } });
    await request('PUT', '/api/books/1', { body: {} });
    await request('PATCH', '/api/things/1', { body: {} });
    await request('DELETE', '/api/books/1');
    await request('GET', '/api/books');
    const keys = [0, 1, 2, 3, 4].map(keyOfCall);
    for (const key of keys) expect(key).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(new Set(keys).size).toBe(5);
    expect(keyOfCall(5)).toBeNull();
  });

  it('keeps a key the caller chose, so a retry of one action can repeat it', async () => {
    await request('POST', '/api/books/1/comment', {
      body: { content: 'a' },
      headers: { 'Idempotency-Key': 'action-1' },
    });
    await request('POST', '/api/books/1/comment', {
      body: { content: 'a' },
      headers: { 'Idempotency-Key': 'action-1' },
    });
    expect(keyOfCall(0)).toBe('action-1');
    expect(keyOfCall(1)).toBe('action-1');
  });
});
