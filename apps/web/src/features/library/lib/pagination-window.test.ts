import { describe, expect, it } from 'vitest';
import { type PaginationItem, paginationWindow } from './pagination-window';

/** Pages as numbers and the ellipsis as '…', for readable expectations. */
const shown = (items: PaginationItem[]) => items.map((item) => (item.type === 'page' ? item.page : '…'));

describe('paginationWindow', () => {
  it('shows nothing when there are no pages', () => {
    expect(shown(paginationWindow(1, 0))).toEqual([]);
  });

  it('shows the only page', () => {
    expect(shown(paginationWindow(1, 1))).toEqual([1]);
  });

  it('on the first page shows the next page, an ellipsis and the last page', () => {
    expect(shown(paginationWindow(1, 10))).toEqual([1, 2, '…', 10]);
  });

  it('shows two pages before the current one and one after', () => {
    expect(shown(paginationWindow(5, 10))).toEqual([3, 4, 5, 6, '…', 10]);
  });

  it('drops the ellipsis when the last page directly follows the window', () => {
    expect(shown(paginationWindow(8, 10))).toEqual([6, 7, 8, 9, 10]);
  });

  it('ends at the last page without repeating it', () => {
    expect(shown(paginationWindow(9, 10))).toEqual([7, 8, 9, 10]);
    expect(shown(paginationWindow(10, 10))).toEqual([8, 9, 10]);
  });

  it('fits small page counts', () => {
    expect(shown(paginationWindow(2, 3))).toEqual([1, 2, 3]);
    expect(shown(paginationWindow(3, 3))).toEqual([1, 2, 3]);
    expect(shown(paginationWindow(1, 2))).toEqual([1, 2]);
  });

  it('keeps an out-of-range current page inside the pages that exist', () => {
    expect(shown(paginationWindow(0, 4))).toEqual([1, 2, '…', 4]);
    expect(shown(paginationWindow(12, 4))).toEqual([2, 3, 4]);
  });

  it('gives every ellipsis a stable key', () => {
    const ellipsis = paginationWindow(5, 10).find((item) => item.type === 'ellipsis');
    expect(ellipsis).toEqual({ type: 'ellipsis', key: 'after-6' });
  });
});
