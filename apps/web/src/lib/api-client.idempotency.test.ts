import { beforeEach, describe, expect, it, vi } from 'vitest';
import { del, get, patch, post, put } from './api-client';

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
    await post('/api/books/1/comment', { content: 'a' });
    await post('/api/books/1/comment', { content: 'a' });
    await put('/api/books/1', {});
    await patch('/api/things/1', {});
    await del('/api/books/1');
    await get('/api/books');
    const keys = [0, 1, 2, 3, 4].map(keyOfCall);
    for (const key of keys) expect(key).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(new Set(keys).size).toBe(5);
    expect(keyOfCall(5)).toBeNull();
  });

  it('keeps a key the caller chose, so a retry of one action can repeat it', async () => {
    await post('/api/books/1/comment', { content: 'a' }, { headers: { 'Idempotency-Key': 'action-1' } });
    await post('/api/books/1/comment', { content: 'a' }, { headers: { 'Idempotency-Key': 'action-1' } });
    expect(keyOfCall(0)).toBe('action-1');
    expect(keyOfCall(1)).toBe('action-1');
  });
});
