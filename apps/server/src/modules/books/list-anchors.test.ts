import { describe, expect, it } from 'vitest';
import { createListAnchors } from './list-anchors.js';

const row = (n: number) => ({ id: `id-${n}`, sortKey: `key-${n}` });
const page = (from: number, size: number) => Array.from({ length: size }, (_, i) => row(from + i));

describe('list anchors', () => {
  it('answers the closest remembered row at or before an offset, never position 0', () => {
    const anchors = createListAnchors({ ttlMs: 1000, now: () => 0 });
    expect(anchors.nearest('list', 100)).toBeUndefined();
    anchors.remember('list', 'createdAt', 0, 8, page(0, 8), anchors.generation());
    expect(anchors.nearest('list', 5)).toBeUndefined();
    expect(anchors.nearest('list', 8)).toEqual({ position: 7, sortKey: 'key-7', id: 'id-7' });
    anchors.remember('list', 'createdAt', 80, 8, page(80, 8), anchors.generation());
    expect(anchors.nearest('list', 80)).toEqual({ position: 80, sortKey: 'key-80', id: 'id-80' });
    expect(anchors.nearest('list', 88)).toEqual({ position: 87, sortKey: 'key-87', id: 'id-87' });
    expect(anchors.nearest('list', 79)).toEqual({ position: 7, sortKey: 'key-7', id: 'id-7' });
    expect(anchors.nearest('other list', 88)).toBeUndefined();
  });

  it('remembers whole pages by offset and limit, also empty ones, and forgets them with the anchors', () => {
    const anchors = createListAnchors({ ttlMs: 1000, now: () => 0 });
    anchors.remember('q=glass', 'createdAt', 8, 8, page(8, 3), anchors.generation());
    anchors.remember('q=glass', 'createdAt', 16, 8, [], anchors.generation());
    expect(anchors.page('q=glass', 8, 8)).toEqual(['id-8', 'id-9', 'id-10']);
    expect(anchors.page('q=glass', 16, 8)).toEqual([]);
    expect(anchors.page('q=glass', 8, 4)).toBeUndefined();
    expect(anchors.page('q=lamp', 8, 8)).toBeUndefined();
    anchors.forget('createdAt');
    expect(anchors.page('q=glass', 8, 8)).toBeUndefined();
  });

  it('keeps out answers taken before a write, and forgets by sort or entirely', () => {
    const anchors = createListAnchors({ ttlMs: 1000, now: () => 0 });
    const before = anchors.generation();
    anchors.forget('likes');
    anchors.remember('a', 'createdAt', 40, 8, page(40, 8), before);
    expect(anchors.nearest('a', 48)).toBeUndefined();

    anchors.remember('a', 'createdAt', 40, 8, page(40, 8), anchors.generation());
    anchors.remember('b', 'likes', 40, 8, page(40, 8), anchors.generation());
    anchors.forget('likes');
    expect(anchors.nearest('a', 48)?.position).toBe(47);
    expect(anchors.nearest('b', 48)).toBeUndefined();
    anchors.forget();
    expect(anchors.nearest('a', 48)).toBeUndefined();
  });

  it('expires a list after its time to live and caps what it keeps', () => {
    let clock = 0;
    const anchors = createListAnchors({ ttlMs: 1000, perList: 4, maxLists: 2, now: () => clock });
    anchors.remember('a', 'title', 16, 8, page(16, 8), anchors.generation());
    clock = 999;
    expect(anchors.nearest('a', 30)?.position).toBe(23);
    clock = 1000;
    expect(anchors.nearest('a', 30)).toBeUndefined();

    for (const offset of [8, 16, 24])
      anchors.remember('a', 'title', offset, 8, page(offset, 8), anchors.generation());
    // Four anchors kept: the newest pages' (16..23, 24..31); page 8..15 is gone.
    expect(anchors.nearest('a', 15)).toBeUndefined();
    expect(anchors.nearest('a', 16)?.position).toBe(16);

    anchors.remember('b', 'title', 8, 8, page(8, 8), anchors.generation());
    anchors.remember('c', 'title', 8, 8, page(8, 8), anchors.generation());
    expect(anchors.nearest('a', 30)).toBeUndefined();
    expect(anchors.nearest('c', 30)?.position).toBe(15);
  });

  it('starts from the directory row before an offset, keeps directories for a few lists, and forgets them with writes', () => {
    const anchors = createListAnchors({ ttlMs: 1000, now: () => 0, maxDirectories: 2 });
    const directory = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        position: i * 256,
        sortKey: `key-${i * 256}`,
        id: `id-${i * 256}`,
      }));
    anchors.rememberDirectory('a', 'createdAt', directory(40), anchors.generation());
    expect(anchors.directoryAge('a')).toBe(0);
    expect(anchors.nearest('a', 100)).toBeUndefined();
    expect(anchors.nearest('a', 256)).toEqual({ position: 256, sortKey: 'key-256', id: 'id-256' });
    expect(anchors.nearest('a', 5000)).toEqual({ position: 4864, sortKey: 'key-4864', id: 'id-4864' });
    expect(anchors.nearest('a', 1_000_000)?.position).toBe(39 * 256);
    // A page's own anchors count too: the closer one wins.
    anchors.remember('a', 'createdAt', 4990, 8, page(4990, 8), anchors.generation());
    expect(anchors.nearest('a', 5000)?.position).toBe(4997);

    // A directory read while a write ran is not kept.
    const before = anchors.generation();
    anchors.forget('likes');
    anchors.rememberDirectory('b', 'likes', directory(4), before);
    expect(anchors.directoryAge('b')).toBeUndefined();

    anchors.rememberDirectory('b', 'likes', directory(4), anchors.generation());
    anchors.rememberDirectory('c', 'title', directory(4), anchors.generation());
    expect(anchors.directoryAge('a')).toBeUndefined();
    expect([anchors.directoryAge('b'), anchors.directoryAge('c')]).toEqual([0, 0]);
    anchors.forget('likes');
    expect(anchors.directoryAge('b')).toBeUndefined();
    expect(anchors.directoryAge('c')).toBe(0);
    anchors.forget();
    expect(anchors.directoryAge('c')).toBeUndefined();
  });

  it('bounds the rows kept in all directories, the least recently used going first', () => {
    const anchors = createListAnchors({
      ttlMs: 1000,
      now: () => 0,
      maxDirectories: 10,
      maxDirectoryRows: 100,
    });
    const directory = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ position: i * 16, sortKey: `k${i}`, id: `i${i}` }));
    anchors.rememberDirectory('a', 'createdAt', directory(40), anchors.generation());
    anchors.rememberDirectory('b', 'title', directory(40), anchors.generation());
    expect([anchors.directoryAge('a'), anchors.directoryAge('b')]).toEqual([0, 0]);
    // 40 + 40 + 40 rows: over 100, so the least recently used (a) goes.
    anchors.rememberDirectory('c', 'author', directory(40), anchors.generation());
    expect(anchors.directoryAge('a')).toBeUndefined();
    expect([anchors.directoryAge('b'), anchors.directoryAge('c')]).toEqual([0, 0]);
    // One larger than the bound is not kept: its pages are walked to.
    anchors.rememberDirectory('d', 'likes', directory(120), anchors.generation());
    expect(anchors.directoryAge('d')).toBeUndefined();
    expect(anchors.nearest('d', 500)).toBeUndefined();
  });

  it('ages a directory from when it was read, apart from the list, and replaces it when read again', () => {
    let clock = 0;
    const anchors = createListAnchors({ ttlMs: 1000, now: () => clock });
    const rows = (from: number) => [{ position: 256, sortKey: `key-${from}`, id: `id-${from}` }];
    anchors.remember('a', 'createdAt', 0, 8, page(0, 8), anchors.generation());
    clock = 600;
    anchors.rememberDirectory('a', 'createdAt', rows(1), anchors.generation(), 500);
    expect(anchors.directoryAge('a')).toBe(100);
    clock = 1200; // the list's anchors have expired, the directory has not
    expect(anchors.nearest('a', 300)).toEqual({ position: 256, sortKey: 'key-1', id: 'id-1' });
    anchors.rememberDirectory('a', 'createdAt', rows(2), anchors.generation(), 1100);
    clock = 1600;
    expect(anchors.nearest('a', 300)?.id).toBe('id-2');
    clock = 2100;
    expect(anchors.directoryAge('a')).toBeUndefined();
    expect(anchors.nearest('a', 300)).toBeUndefined();
  });

  it('keeps directories for their own time where one instance is the only writer, still forgetting them with writes', () => {
    let clock = 0;
    const anchors = createListAnchors({ ttlMs: 1000, directoryTtlMs: 60_000, now: () => clock });
    const rows = [{ position: 256, sortKey: 'key', id: 'id' }];
    anchors.rememberDirectory('a', 'createdAt', rows, anchors.generation());
    clock = 30_000; // long after a list's anchors would have gone
    expect(anchors.directoryAge('a')).toBe(30_000);
    expect(anchors.nearest('a', 300)?.id).toBe('id');
    anchors.forget('createdAt');
    expect(anchors.nearest('a', 300)).toBeUndefined();
    anchors.rememberDirectory('a', 'createdAt', rows, anchors.generation());
    clock = 90_001;
    expect(anchors.directoryAge('a')).toBeUndefined();
  });
});
